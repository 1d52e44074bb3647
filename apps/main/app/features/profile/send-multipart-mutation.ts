import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';
import { buildRequestHeaders } from '@donut/graphql';

export interface MultipartMutation {
  /** The GraphQL endpoint. */
  url: string;
  document: DocumentNode;
  /** The variables without the file; `fileVariable` is sent as null and mapped to the file part. */
  variables: Record<string, unknown>;
  fileVariable: string;
  file: File;
  accessToken: string | null;
  language: string;
}

function operationName(document: DocumentNode): string | undefined {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
}

/**
 * Sends one mutation with a file as a GraphQL multipart request (`operations`, `map`, then the file
 * as part `0`). The app's Apollo client ends in a plain HttpLink, which can only send JSON.
 * Resolves with `data`; GraphQL errors reject as `CombinedGraphQLErrors`, like the Apollo client's.
 */
export async function sendMultipartMutation<TData>(request: MultipartMutation): Promise<TData> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      operationName: operationName(request.document),
      query: print(request.document),
      variables: { ...request.variables, [request.fileVariable]: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: [`variables.${request.fileVariable}`] }));
  form.append('0', request.file, request.file.name);

  const response = await fetch(request.url, {
    method: 'POST',
    // No content-type: the browser sets multipart/form-data with its boundary. The preflight header
    // tells the API this is no form posted by another site (CSRF).
    headers: { ...buildRequestHeaders({ accessToken: request.accessToken, language: request.language }), 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await response.json().catch(() => null)) as FormattedExecutionResult<TData> | null;
  if (body?.errors?.length) throw new CombinedGraphQLErrors(body);
  if (!response.ok || !body?.data) throw new Error(`Upload failed with HTTP ${response.status}`);
  return body.data;
}
