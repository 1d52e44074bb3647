import type { TestApp } from './test-app';

export interface MultipartFile {
  name: string;
  content: Buffer;
}

/**
 * A GraphQL request with files, as the apps' upload link sends it (the GraphQL multipart request spec): each file
 * fills the variable path it is paired with (`variables.logo`, `variables.photo_uploads.0`), in the order given.
 * A null token sends it as a visitor.
 */
export async function multipartGraphql(
  t: Pick<TestApp, 'app'>,
  token: string | null,
  operation: { query: string; variables: Record<string, unknown> },
  files: Array<[path: string, file: MultipartFile]>,
  language = 'en',
  /** The client's address, for per-IP limits. */
  remoteAddress?: string,
) {
  const form = new FormData();
  form.append('operations', JSON.stringify(operation));
  form.append('map', JSON.stringify(Object.fromEntries(files.map(([target], index) => [index, [target]]))));
  files.forEach(([, file], index) =>
    form.append(String(index), new Blob([new Uint8Array(file.content)]), file.name),
  );
  const request = new Response(form);
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': request.headers.get('content-type') ?? '',
      'x-language': language,
    },
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress,
  });
  return response.json();
}
