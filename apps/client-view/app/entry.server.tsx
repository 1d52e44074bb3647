import { createDocumentRequestHandler, STREAM_TIMEOUT_MS } from '@donut/app-shell/server';

export const streamTimeout = STREAM_TIMEOUT_MS;
// The client view is a Telegram Mini App: Telegram Web frames it, nothing else may.
export default createDocumentRequestHandler({ embeddableInTelegram: true });
