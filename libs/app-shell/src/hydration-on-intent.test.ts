import type { EntryContext } from 'react-router';
import { deferHydration, hydratesOnIntent, INTENT_BOOTSTRAP } from './hydration-on-intent';

const ENTRY =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");';
const page = (extra = '') =>
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n1"/></head><body><main>Hi</main>' +
  `<script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">${ENTRY}</script>${extra}</body></html>`;

describe('deferHydration', () => {
  it('keeps the entry and its preloads inert and appends the bootstrap with the nonce', () => {
    const html = deferHydration(page(), 'n1');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="donut-modulepreload" href="/assets/entry.client-1.js"');
    expect(html).toContain(`<script nonce="n1" type="donut/on-intent" async="">${ENTRY}</script>`);
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(html.endsWith(`<script nonce="n1">${INTENT_BOOTSTRAP}</script></body></html>`)).toBe(true);
  });

  it('leaves out the nonce of a cached page, whose policy lists the scripts by hash', () => {
    expect(deferHydration(page(), undefined)).toContain(`<script>${INTENT_BOOTSTRAP}</script></body>`);
  });

  it('leaves a document with scripts it does not expect as it is, so it hydrates at once', () => {
    const twoModules = page('<script type="module" src="/@vite/client"></script>');
    expect(deferHydration(twoModules, 'n1')).toBe(twoModules);
    const noEntry = '<html><body><main>Hi</main></body></html>';
    expect(deferHydration(noEntry, 'n1')).toBe(noEntry);
  });
});

describe('hydratesOnIntent', () => {
  const context = (handles: Array<unknown>) =>
    ({
      staticHandlerContext: { matches: handles.map((_, index) => ({ route: { id: `r${index}` } })) },
      routeModules: Object.fromEntries(handles.map((handle, index) => [`r${index}`, { handle }])),
    }) as unknown as EntryContext;
  const url = new URL('https://donut.test/en/faq');

  it('hydrates on load unless a matched route asks otherwise', () => {
    expect(hydratesOnIntent(context([undefined, {}]), url)).toBe(false);
    expect(hydratesOnIntent(context([undefined, { hydration: 'on-intent' }]), url)).toBe(true);
  });

  it('lets the deepest route that chooses decide, with the requested address', () => {
    expect(hydratesOnIntent(context([{ hydration: 'on-intent' }, { hydration: 'on-load' }]), url)).toBe(
      false,
    );
    const byQuery = { hydration: (requested: URL) => (requested.search ? 'on-load' : 'on-intent') };
    expect(hydratesOnIntent(context([byQuery, {}]), url)).toBe(true);
    expect(hydratesOnIntent(context([byQuery]), new URL('https://donut.test/en/?modal=x'))).toBe(false);
  });
});
