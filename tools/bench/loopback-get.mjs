// A GET to a server on this machine under the host name a browser would use. Chromium resolves every
// *.localhost name to loopback (a project's subdomain of the client view); Node's resolver does not, and
// fetch ignores a Host header, so the request goes to 127.0.0.1 with that name in its Host header.
import http from 'node:http';

/** A `host` in `headers` overrides the URL's. Resolves with the status, a `get(name)` for the headers and the body as text. */
export function loopbackGet(url, headers = {}) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: { host: target.host, ...headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          const value = (name) => response.headers[name.toLowerCase()];
          resolve({
            status: response.statusCode,
            ok: response.statusCode >= 200 && response.statusCode < 300,
            headers: { get: (name) => [value(name)].flat()[0] ?? null },
            text: body,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}
