import { createE2EConfig } from '../../tools/e2e/playwright-preset';

export default createE2EConfig({ app: 'client-view', apiPort: 4300, appPort: 4303, testDir: './src' });
