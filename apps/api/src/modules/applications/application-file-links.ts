import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link to an application's file works: long enough to click, too short to be passed around. */
export const FILE_LINK_TTL_SECONDS = 10 * 60;

/** The REST path of an application's file; `registerApplicationFileRoutes` serves it. */
export const APPLICATION_FILE_PATH = '/files/applications/:projectId/:fileId';

// A key of its own for this use of the server's secret, as the customers' tokens have (customer-sessions.ts).
const keyOf = (secret: string) => createHmac('sha256', secret).update('application-file-link').digest();

const signatureOf = (secret: string, projectId: string, fileId: string, expires: number) =>
  createHmac('sha256', keyOf(secret)).update(`${fileId}:${projectId}:${expires}`).digest('base64url');

/**
 * A signed link to one file of an application: the HMAC of (file, project, expiry) proves the server gave it to
 * the project's owner or the application's customer; nobody can build one for another file or project.
 */
export function applicationFileUrl(
  apiUrl: string,
  secret: string,
  file: { projectId: string; id: string },
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + FILE_LINK_TTL_SECONDS;
  const signature = signatureOf(secret, file.projectId, file.id, expires);
  return `${apiUrl}/files/applications/${file.projectId}/${file.id}?expires=${expires}&signature=${signature}`;
}

/** Whether a link's signature is the server's for this file and project, and the link has not expired. */
export function isValidFileLink(
  secret: string,
  link: { projectId: string; fileId: string; expires?: string; signature?: string },
  now = Date.now(),
): boolean {
  const expires = Number(link.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now || typeof link.signature !== 'string')
    return false;
  const expected = Buffer.from(signatureOf(secret, link.projectId, link.fileId, expires));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
