// Vite plugin for spec §4 "Build refresh": gives every build an id, compiles it into the app as
// `__DONUT_BUILD_ID__`, and writes `build.json` ({ id, builtAt }) into the client output, where
// the app server (tools/app-server) serves it statically. Open pages poll it (libs/app-shell/src/build-refresh.ts).
import { randomBytes } from 'node:crypto';

const ENV_KEY = 'DONUT_BUILD_ID';

/**
 * `react-router build` runs the client and the server builds one after the other in one process, each
 * loading the Vite config afresh: the id lives in the process environment so both builds share it.
 * A deployment may set DONUT_BUILD_ID itself (e.g. to the commit).
 */
function buildId() {
  process.env[ENV_KEY] ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return process.env[ENV_KEY];
}

/** @returns {import('vite').Plugin} */
export function buildDescriptor() {
  let id = '';
  let ssrBuild = false;
  return {
    name: 'donut-build-descriptor',
    // The dev server has no builds to tell apart; without the id the app does not poll.
    apply: 'build',
    config() {
      id = buildId();
      return { define: { __DONUT_BUILD_ID__: JSON.stringify(id) } };
    },
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
    },
    generateBundle() {
      const consumer = this.environment?.config?.consumer ?? (ssrBuild ? 'server' : 'client');
      if (consumer !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ id, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}
