import { createE2EConfig } from '../../tools/e2e/playwright-preset';

export default createE2EConfig({ app: 'crm', apiPort: 4200, appPort: 4202, testDir: './src' });
