import { ApolloLink, HttpLink } from '@apollo/client';

/** Options of {@link createUploadHttpLink}: those of Apollo's HttpLink that the apps use. */
export interface UploadHttpLinkOptions {
  /** The GraphQL endpoint. */
  uri: string;
  fetch?: typeof fetch;
}

/** A file of the variables and the place it takes (`image_main`, `image_gallery_uploads.2`). */
export interface FoundUpload {
  path: string;
  file: Blob;
}

const isUpload = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** Finds the files (File or Blob) in an operation's variables, however deeply nested in objects and lists. */
export function findUploads(variables: unknown): FoundUpload[] {
  const found: FoundUpload[] = [];
  const visit = (value: unknown, path: string) => {
    if (isUpload(value)) found.push({ path, file: value });
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}.${index}`));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) visit(item, path ? `${path}.${key}` : key);
  };
  visit(variables, '');
  return found;
}

/** Puts null where a file was: `JSON.stringify` made it `{}`. False when the path is not there (an unused variable). */
function clearPath(variables: Record<string, unknown> | undefined, path: string): boolean {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let container: unknown = variables;
  for (const key of keys) container = (container as Record<string, unknown> | undefined)?.[key];
  if (!container || typeof container !== 'object' || !(last in container)) return false;
  (container as Record<string, unknown>)[last] = null;
  return true;
}

/**
 * The request HttpLink built, as a GraphQL multipart request: `operations` (its JSON body, null where each
 * file goes), `map` (file part → where it goes) and the files as parts `0`, `1`... A file given in two places
 * is sent twice: the API's parser (graphql-upload-minimal) lets a resolver read each part only once.
 */
function toMultipart(init: RequestInit, uploads: readonly FoundUpload[]): RequestInit {
  const operations = JSON.parse(String(init.body)) as { variables?: Record<string, unknown> };
  const map: Record<string, string[]> = {};
  const files: Blob[] = [];
  for (const { path, file } of uploads) {
    if (!clearPath(operations.variables, path)) continue;
    map[files.length] = [`variables.${path}`];
    files.push(file);
  }
  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  files.forEach((file, index) => form.append(String(index), file, (file as File).name ?? 'blob'));
  // No content-type: fetch sets multipart/form-data with its boundary. The preflight header tells the API
  // the form comes from a script of an allowed site, not from a plain HTML form of another one (CSRF).
  const { 'content-type': _json, ...headers } = (init.headers ?? {}) as Record<string, string>;
  return { ...init, body: form, headers: { ...headers, 'apollo-require-preflight': 'true' } };
}

/**
 * The terminating link of the apps: Apollo's HttpLink, which sends an operation whose variables hold files
 * (`Upload` variables given File or Blob objects) as a GraphQL multipart request instead of JSON. Everything
 * else is HttpLink's own: the headers the links before it set (so the Bearer token the headers link renews),
 * aborts, and how answers and errors are read, so an upload fails or succeeds like any mutation.
 *
 * @example
 * ```ts
 * const [save] = useMutation(UpdateClientProfileDocument);
 * await save({ variables: { name: 'Nino', avatar: fileFromInput } });
 * ```
 */
export function createUploadHttpLink({ uri, fetch: fetchImpl }: UploadHttpLinkOptions): ApolloLink {
  const send: typeof fetch = (input, init) => (fetchImpl ?? fetch)(input, init);
  const json = new HttpLink({ uri, fetch: send });
  return new ApolloLink((operation, forward) => {
    const uploads = findUploads(operation.variables);
    if (uploads.length === 0) return json.request(operation, forward);
    // A link of its own for this request, so the files never leave the closure that sends them.
    const multipart = new HttpLink({
      uri,
      fetch: (input, init = {}) => send(input, toMultipart(init, uploads)),
    });
    return multipart.request(operation, forward);
  });
}
