import { handleDocumentRequest, STREAM_TIMEOUT_MS } from '@donut/app-shell/server';

export const streamTimeout = STREAM_TIMEOUT_MS;
export default handleDocumentRequest;
// The HTTP server answers returning visitors from this cache before React Router runs (tools/app-server).
export { publicPageCache } from '@donut/app-shell';
