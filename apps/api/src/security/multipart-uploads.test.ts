import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { UpdateClientProfileDocument } from '@donut/graphql';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-databases';
import { registerClient } from '../testing/clients';
import { pngPicture } from '../modules/projects/test-pictures';
import { hasBoundary } from './multipart-uploads';

describe('hasBoundary', () => {
  it.each([
    'multipart/form-data; boundary=XyZ',
    'multipart/form-data;boundary="a b c"',
    'multipart/form-data; charset=utf-8; boundary=----x',
  ])('finds it in %s', (type) => {
    expect(hasBoundary(type)).toBe(true);
  });

  it.each([
    undefined,
    'multipart/form-data',
    'multipart/form-data;',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    'multipart/form-data; charset=utf-8',
    `multipart/form-data; boundary=${'x'.repeat(71)}`,
  ])('misses it in %s', (type) => {
    expect(hasBoundary(type)).toBe(false);
  });
});

interface GraphqlBody {
  data?: { update_client_profile?: { avatar?: unknown } } | null;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>;
}

interface Answer {
  status: number;
  body: GraphqlBody;
  ms: number;
}

/** A real HTTP request with a short client timeout: inject does not reproduce a server that never answers. */
function send(
  port: number,
  headers: Record<string, string>,
  body: Buffer | string,
  options: { contentLength?: number; end?: boolean; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = Date.now();
  const payload = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/graphql',
        agent: false,
        headers: {
          'x-language': 'en',
          ...headers,
          'content-length': String(options.contentLength ?? payload.length),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: GraphqlBody = {};
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: no GraphQL answer at all, which the assertions then show
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, ms: Date.now() - started });
          request.destroy();
        });
      },
    );
    request.setTimeout(options.timeoutMs ?? 4_000, () => {
      request.destroy();
      reject(new Error(`no answer within ${options.timeoutMs ?? 4_000} ms`));
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    if (options.end === false) request.write(payload);
    else request.end(payload);
  });
}

const BOUNDARY = 'donut-test-boundary';

/** A multipart body as a browser sends one: parts in the given order, each a field or a file. */
function form(
  parts: Array<[name: string, value: string | Buffer, filename?: string]>,
  closed = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value, filename] of parts) {
    const disposition = `Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}`;
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\n${disposition}\r\n\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  if (closed) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const OPERATIONS = JSON.stringify({ query: print(UpdateClientProfileDocument), variables: { avatar: null } });
const AVATAR_MAP = JSON.stringify({ 0: ['variables.avatar'] });

describe.each(testEngines)('multipart GraphQL requests on a listening server (%s)', (engine) => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      NODE_ENV: 'production',
      CORS_ORIGINS: 'https://donut.ge',
      GRAPHQL_PERSISTED_ONLY: 'false',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    token = (await registerClient(t)).tokens.access_token;
  });
  afterAll(() => t.dispose());

  const multipart = (extra: Record<string, string> = {}) => ({
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    authorization: `Bearer ${token}`,
    ...extra,
  });
  const codeOf = (answer: Answer) => answer.body?.errors?.[0]?.extensions?.code;

  it.each(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8'])(
    'answers "%s" without a boundary at once with a 400, instead of hanging',
    async (contentType) => {
      const answer = await send(port, { 'content-type': contentType }, 'x');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        data: null,
        errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }],
      });
      expect(answer.ms).toBeLessThan(2_000);
    },
  );

  it('answers a refused request promptly even while its body is still on the way', async () => {
    const answer = await send(port, { 'content-type': 'multipart/form-data' }, 'x'.repeat(100), {
      contentLength: 10_000_000,
      end: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(3_000);
  });

  it('refuses a body cut short with a 400', async () => {
    const whole = form([
      ['operations', OPERATIONS],
      ['map', AVATAR_MAP],
      ['0', pngPicture(10), 'a.png'],
    ]);
    for (const cut of [whole.subarray(0, 60), whole.subarray(0, whole.length - 30)]) {
      const answer = await send(port, multipart(), cut);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(codeOf(answer)).toBe('BAD_REQUEST');
    }
  });

  it('refuses more than 11 files with a 413 and says how many are allowed', async () => {
    const map = JSON.stringify(
      Object.fromEntries(
        Array.from({ length: 12 }, (_, index) => [String(index), [`variables.file${index}`]]),
      ),
    );
    const files = Array.from(
      { length: 12 },
      (_, index) => [String(index), pngPicture(index), `${index}.png`] as [string, Buffer, string],
    );
    const answer = await send(port, multipart(), form([['operations', OPERATIONS], ['map', map], ...files]));
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual([
      { message: 'At most 11 files can be sent at once.', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
    ]);
  });

  it.each([
    [
      'operations that are not JSON',
      [
        ['operations', 'not json'],
        ['map', '{}'],
      ],
    ],
    [
      'operations that are a number',
      [
        ['operations', '42'],
        ['map', '{}'],
      ],
    ],
    [
      'a map that is not JSON',
      [
        ['operations', OPERATIONS],
        ['map', 'nope'],
      ],
    ],
    [
      'a map naming a file that never comes',
      [
        ['operations', OPERATIONS],
        ['map', AVATAR_MAP],
      ],
    ],
    [
      'a map placing a file where no variable is',
      [
        ['operations', OPERATIONS],
        ['map', JSON.stringify({ 0: ['variables.__proto__.x'] })],
        ['0', pngPicture(1), 'a.png'],
      ],
    ],
    ['no map', [['operations', OPERATIONS]]],
    ['no parts at all', []],
    [
      'a file before the operations',
      [
        ['0', pngPicture(1), 'a.png'],
        ['operations', OPERATIONS],
        ['map', AVATAR_MAP],
      ],
    ],
    [
      'a query that is not text',
      [
        ['operations', '{"query":42}'],
        ['map', '{}'],
      ],
    ],
  ] as Array<[string, Array<[string, string | Buffer, string?]>]>)(
    'refuses %s with a 4xx and a code',
    async (_, parts) => {
      const answer = await send(port, multipart(), form(parts));
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(['BAD_REQUEST', 'BAD_USER_INPUT']).toContain(codeOf(answer));
    },
  );

  it('answers a file over 5 MB with the field error, for an owner and promptly for a visitor', async () => {
    const big = form([
      ['operations', OPERATIONS],
      ['map', AVATAR_MAP],
      ['0', Buffer.alloc(5 * 1024 * 1024 + 10, 7), 'big.png'],
    ]);
    const owner = await send(port, multipart(), big, { timeoutMs: 10_000 });
    expect(owner.body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { avatar: 'File size should not exceed 5 MB' } },
    });
    // No resolver reads the visitor's file: the rest of the body is discarded, not waited on forever.
    const visitor = await send(port, multipart({ authorization: '' }), big, { timeoutMs: 10_000 });
    expect(codeOf(visitor)).toBe('UNAUTHENTICATED');
  });

  it('keeps a valid upload working', async () => {
    const answer = await send(
      port,
      multipart(),
      form([
        ['operations', OPERATIONS],
        ['map', AVATAR_MAP],
        ['0', pngPicture(42), 'me.png'],
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.update_client_profile?.avatar).toMatchObject({ name: 'me.png' });
  });
});
