import { ApolloLink, HttpLink } from '@apollo/client';
import {
  findUploads,
  MULTIPART_PREFLIGHT_HEADER,
  multipartBody,
  type FoundUpload,
} from './multipart-request';

export { findUploads, type FoundUpload } from './multipart-request';

/** Options of {@link createUploadHttpLink}: those of Apollo's HttpLink that the apps use. */
export interface UploadHttpLinkOptions {
  /** The GraphQL endpoint. */
  uri: string;
  fetch?: typeof fetch;
}

/**
 * The request HttpLink built, as a GraphQL multipart request (`multipartBody`), with the preflight header in
 * place of the JSON content type.
 */
function toMultipart(init: RequestInit, uploads: readonly FoundUpload[]): RequestInit {
  const { 'content-type': _json, ...headers } = (init.headers ?? {}) as Record<string, string>;
  return {
    ...init,
    body: multipartBody(String(init.body), uploads),
    headers: { ...headers, ...MULTIPART_PREFLIGHT_HEADER },
  };
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
