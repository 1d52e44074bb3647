/*
 * The GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec) without Apollo: the
 * Apollo upload link and `graphqlFetch` (pages without Apollo) both send files this way.
 */

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
 * The request's body as a multipart form: `operations` (its JSON body, null where each file goes), `map` (file
 * part → where it goes) and the files as parts `0`, `1`... A file given in two places is sent twice: the API's
 * parser (graphql-upload-minimal) lets a resolver read each part only once. `json` is the JSON body as it would
 * be sent without files.
 */
export function multipartBody(json: string, uploads: readonly FoundUpload[]): FormData {
  const operations = JSON.parse(json) as { variables?: Record<string, unknown> };
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
  return form;
}

/**
 * Sent with a multipart request: it tells the API the form comes from a script of an allowed site, not from a
 * plain HTML form of another one (CSRF). No content-type: fetch sets multipart/form-data with its boundary.
 */
export const MULTIPART_PREFLIGHT_HEADER = { 'apollo-require-preflight': 'true' } as const;
