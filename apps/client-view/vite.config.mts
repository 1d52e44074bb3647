import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
// Spec §4 build refresh: the build id and the build.json that open pages poll.
import { buildDescriptor } from '../../tools/scripts/build-descriptor-plugin.mjs';

export default defineConfig({
  plugins: [reactRouter(), buildDescriptor()],
  resolve: { tsconfigPaths: true },
  server: { port: 3003, strictPort: true, allowedHosts: ['.localhost', '.donut.test'] },
});
