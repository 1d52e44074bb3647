import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';
import { buildRequestHeaders } from './request-headers';

/** A file and the variable it stands for: `image_main`, or `image_gallery_uploads.2` for a list item. */
export interface MultipartFile {
  path: string;
  file: File;
}

export interface MultipartMutation {
  /** The GraphQL endpoint. */
  url: string;
  document: DocumentNode;
  /** The variables with null where each file goes (the map below puts the files there). */
  variables: Record<string, unknown>;
  files: readonly MultipartFile[];
  accessToken: string | null;
  language: string;
}

function operationName(document: DocumentNode): string | undefined {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
}

/**
 * Sends one mutation with its files as a GraphQL multipart request (`operations`, `map`, then each
 * file as part `0`, `1`...). The app's Apollo client ends in a plain HttpLink, which sends JSON only.
 * Resolves with `data`; GraphQL errors reject as `CombinedGraphQLErrors`, like the Apollo client's.
 */
export async function sendMultipartMutation<TData>(request: MultipartMutation): Promise<TData> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      operationName: operationName(request.document),
      query: print(request.document),
      variables: request.variables,
    }),
  );
  form.append(
    'map',
    JSON.stringify(
      Object.fromEntries(request.files.map(({ path }, index) => [index, [`variables.${path}`]])),
    ),
  );
  request.files.forEach(({ file }, index) => form.append(String(index), file, file.name));

  const response = await fetch(request.url, {
    method: 'POST',
    // No content-type: the browser sets multipart/form-data with its boundary. The preflight header
    // tells the API this is no form posted by another site (CSRF).
    headers: {
      ...buildRequestHeaders({ accessToken: request.accessToken, language: request.language }),
      'apollo-require-preflight': 'true',
    },
    body: form,
  });
  const body = (await response.json().catch(() => null)) as FormattedExecutionResult<TData> | null;
  if (body?.errors?.length) throw new CombinedGraphQLErrors(body);
  if (!response.ok || !body?.data) throw new Error(`Upload failed with HTTP ${response.status}`);
  return body.data;
}
