import { createE2EConfig } from '../../tools/e2e/playwright-preset';

export default createE2EConfig({ app: 'main', apiPort: 4100, appPort: 4101, testDir: './src' });
