import { headersToObject, isRawBody, readBody } from './response-body';

describe('response bodies', () => {
  it('reads JSON (including problem+json), text and empty bodies', async () => {
    const json = (text: string, type: string) => new Response(text, { headers: { 'content-type': type } });
    expect(await readBody(json('{"a":1}', 'application/json; charset=utf-8'))).toEqual({ a: 1 });
    expect(await readBody(json('{"title":"x"}', 'application/problem+json'))).toEqual({ title: 'x' });
    expect(await readBody(json('<html>Bad gateway</html>', 'application/json'))).toBe(
      '<html>Bad gateway</html>',
    );
    expect(await readBody(json('42', 'text/plain'))).toBe('42');
    expect(await readBody(new Response(null, { status: 204 }))).toBeNull();
  });

  it('sends strings, FormData, URLSearchParams and Blobs as they are', () => {
    expect([new FormData(), 'a', new URLSearchParams('a=1'), new Blob(['x'])].every(isRawBody)).toBe(true);
    expect([{ a: 1 }, [1], 1, null].some(isRawBody)).toBe(false);
  });

  it('lower-cases header names', () => {
    expect(headersToObject(new Headers({ 'X-Total-Count': '3' }))).toEqual({ 'x-total-count': '3' });
  });
});
