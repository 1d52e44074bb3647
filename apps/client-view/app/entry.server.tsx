import { createDocumentRequestHandler, STREAM_TIMEOUT_MS } from '@donut/app-shell/server';

export const streamTimeout = STREAM_TIMEOUT_MS;
// The client view is a Telegram Mini App: Telegram Web frames it, nothing else may.
export default createDocumentRequestHandler({ embeddableInTelegram: true });
// The HTTP server answers a returning anonymous visitor's site page from this cache before React Router runs
// (tools/app-server, ADR 0018), as the main site's public pages.
export { publicPageCache } from '@donut/app-shell';
