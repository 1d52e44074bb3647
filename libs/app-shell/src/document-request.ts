/**
 * Whether a request loads a page into a browser tab (a navigation), not a script's fetch. React Router gives
 * middleware a client navigation's `.data` request under the page's own URL, so the URL cannot tell them
 * apart; the headers can. Browsers mark navigations with `Sec-Fetch-Dest: document`; without Fetch Metadata
 * (old browsers, crawlers) a navigation still asks for HTML in its Accept header, while fetch() sends *\/*.
 */
export function isDocumentRequest(
  request: Pick<Request, 'method'> & { headers: Pick<Headers, 'get'> },
): boolean {
  if (request.method !== 'GET') return false;
  const destination = request.headers.get('sec-fetch-dest');
  if (destination) return destination === 'document';
  return (request.headers.get('accept') ?? '').includes('text/html');
}
