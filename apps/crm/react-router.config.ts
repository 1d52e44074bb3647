import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/apps/crm',
  ssr: true,
  future: { v8_middleware: true },
} satisfies Config;
