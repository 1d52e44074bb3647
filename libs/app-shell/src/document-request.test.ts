import { isDocumentRequest } from './document-request';

const page = (headers: Record<string, string>, method = 'GET') =>
  new Request('https://donut.ge/en/rates', { method, headers });

describe('isDocumentRequest', () => {
  it('is a navigation when the browser says so with Fetch Metadata', () => {
    expect(isDocumentRequest(page({ 'sec-fetch-dest': 'document', accept: 'text/html,*/*' }))).toBe(true);
    // React Router's data request for a client navigation: same URL once normalized, but a fetch().
    expect(isDocumentRequest(page({ 'sec-fetch-dest': 'empty', accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(page({ 'sec-fetch-dest': 'iframe', accept: 'text/html' }))).toBe(false);
  });

  it('falls back to the Accept header without Fetch Metadata', () => {
    expect(isDocumentRequest(page({ accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' }))).toBe(true);
    expect(isDocumentRequest(page({ accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(page({}))).toBe(false);
  });

  it('is never a form post', () => {
    expect(isDocumentRequest(page({ 'sec-fetch-dest': 'document' }, 'POST'))).toBe(false);
  });
});
