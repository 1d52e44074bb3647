import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print } from 'graphql';
import { restFetch } from '../rest/rest-fetch';
import type { ApiError } from './api-error';
import { findUploads, MULTIPART_PREFLIGHT_HEADER, multipartBody } from './multipart-request';

/** Options of {@link graphqlFetch}. */
export interface GraphqlFetchOptions {
  /** The GraphQL endpoint. */
  url: string;
  accessToken?: string | null;
  /** X-Language: the API writes its texts (errors, notifications) in it. */
  language?: string;
  fetch?: typeof fetch;
}

/** An operation's data, or what the API said about its failure (`code` null when no answer came). */
export type GraphqlResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: Array<{ message?: string; extensions?: { code?: unknown; fields?: unknown } }>;
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((text) => typeof text === 'string');

function operationOf(document: TypedDocumentNode<unknown, unknown>) {
  const definition = document.definitions.find((one) => one.kind === Kind.OPERATION_DEFINITION);
  return definition?.kind === Kind.OPERATION_DEFINITION ? definition : null;
}

/**
 * One operation of the contract over plain `fetch`, for a page that carries no Apollo (the client view's cabinet,
 * ADR 0019): the same headers as the Apollo client, files in the variables sent as a multipart request, queries retried with the shared backoff (mutations never, as a
 * retried mutation could apply twice), and the first GraphQL error read as `readApiError` reads Apollo's.
 * @example
 * const me = await graphqlFetch(GetCustomerMeDocument, {}, { url, accessToken, language: 'ka' });
 * if (me.ok) show(me.data.customer_me);
 */
export async function graphqlFetch<T, V extends Record<string, unknown>>(
  document: TypedDocumentNode<T, V>,
  variables: V,
  { url, accessToken, language, fetch: fetchImpl }: GraphqlFetchOptions,
): Promise<GraphqlResult<T>> {
  const operation = operationOf(document as TypedDocumentNode<unknown, unknown>);
  const json = { operationName: operation?.name?.value, query: print(document), variables };
  // Variables holding files (File or Blob for `Upload`) go as a GraphQL multipart request.
  const uploads = findUploads(variables);
  const result = await restFetch<GraphqlAnswer<T>>(url, {
    method: 'POST',
    body: uploads.length ? multipartBody(JSON.stringify(json), uploads) : json,
    headers: uploads.length ? MULTIPART_PREFLIGHT_HEADER : undefined,
    accessToken,
    language,
    fetch: fetchImpl,
    retry: operation?.operation === 'query',
  });
  const answer = (result.body ?? {}) as GraphqlAnswer<T>;
  const [first] = answer.errors ?? [];
  if (result.success && answer.data && !first) return { ok: true, data: answer.data };
  const code = first?.extensions?.code;
  const fields = first?.extensions?.fields;
  return {
    ok: false,
    error: {
      code: typeof code === 'string' ? code : null,
      message: first?.message || null,
      fields: isTextRecord(fields) ? fields : {},
    },
  };
}
