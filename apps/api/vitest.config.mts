import { defineConfig } from 'vitest/config';

// The API runs on Vitest rather than Jest: its dependencies (jose 6, cookie 2, content-disposition 3)
// are ESM-only, which Jest's CommonJS runtime refuses to load. See docs/adr/0004-test-runners.md.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'api',
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite is heavy: two workers keep the 2-core machine responsive.
    maxWorkers: 2,
    // The databases every test copies, built once (src/testing/database-templates.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    // Files share a worker's modules: importing the server anew for each file cost about six seconds a file.
    // Every test builds its own server and database, so no state crosses files but what a module keeps.
    isolate: false,
    env: { TZ: 'UTC' },
  },
});
