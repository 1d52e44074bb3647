import { handleDocumentRequest, STREAM_TIMEOUT_MS } from '@donut/app-shell/server';

export const streamTimeout = STREAM_TIMEOUT_MS;
export default handleDocumentRequest;
