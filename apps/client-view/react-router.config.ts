import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/apps/client-view',
  ssr: true,
  future: { v8_middleware: true },
} satisfies Config;
