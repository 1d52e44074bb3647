import { handleDocumentRequest } from '@donut/app-shell';

export const streamTimeout = 5_000;
export default handleDocumentRequest;
