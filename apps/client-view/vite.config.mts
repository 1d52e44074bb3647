import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
// Spec §4 build refresh: the build id and the build.json that open pages poll.
import { buildDescriptor } from '../../tools/scripts/build-descriptor-plugin.mjs';

// Every message catalog of a locale (the app's i18n/<locale>.json, the features' and shared libraries'
// messages/<locale>.json) in one chunk, messages-<locale>: a browser downloads its page's language only.
const MESSAGE_CATALOG = /[\\/](?:messages|i18n)[\\/](ru|en|ka)\.json$/;
const messageChunk = (id: string) => {
  const locale = MESSAGE_CATALOG.exec(id)?.[1];
  return locale ? `messages-${locale}` : null;
};
// What only the client's own pages say (the cabinet, its sign-in, the forms' checks): customer-messages-<locale>,
// loaded with those pages (customerCatalogStore), not with every page of the site.
const CUSTOMER_CATALOG = /[\\/](?:i18n[\\/]customer|validation[\\/]src[\\/]messages)[\\/](ru|en|ka)\.json$/;
const customerMessageChunk = (id: string) => {
  const locale = CUSTOMER_CATALOG.exec(id)?.[1];
  return locale ? `customer-messages-${locale}` : null;
};

export default defineConfig({
  plugins: [reactRouter(), buildDescriptor()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: customerMessageChunk, test: CUSTOMER_CATALOG, priority: 2 },
            { name: messageChunk, test: MESSAGE_CATALOG, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 3003, strictPort: true, allowedHosts: ['.localhost', '.donut.test'] },
});
