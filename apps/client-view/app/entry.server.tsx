import { handleDocumentRequest, STREAM_TIMEOUT_MS } from '@donut/app-shell';

export const streamTimeout = STREAM_TIMEOUT_MS;
export default handleDocumentRequest;
