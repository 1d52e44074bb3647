import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '@donut/validation';
import type { Platform } from '../../core/platform';
import { applicationFiles } from '../../db/schema';
import type { FileStorage } from '../files/file-storage';
import { APPLICATION_FILE_PATH, isValidFileLink } from './application-file-links';

interface FileRequest {
  Params: { projectId: string; fileId: string };
  Querystring: { expires?: string; signature?: string };
}

/** A file name for Content-Disposition: ASCII for old clients, the real name in UTF-8 for the rest (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /files/applications/:projectId/:fileId?expires=&signature= serves an application's file to whoever holds a
 * link the API signed for the owner or the application's customer (valid 10 minutes): 403 for a link that is
 * forged, tampered with or expired, 404 for a file that is not there. Always a download, never shown inline, so
 * an uploaded HTML or SVG can never run on the API's origin.
 */
export async function registerApplicationFileRoutes(
  app: FastifyInstance,
  platform: Pick<Platform, 'db' | 'secret'>,
  storage: FileStorage,
) {
  app.get<FileRequest>(APPLICATION_FILE_PATH, async (request, reply) => {
    const { projectId, fileId } = request.params;
    if (!isUuid(projectId) || !isUuid(fileId)) return reply.status(404).send();
    const link = { projectId, fileId, ...request.query };
    if (!isValidFileLink(platform.secret, link)) return reply.status(403).send();
    const [file] = await platform.db
      .select()
      .from(applicationFiles)
      .where(and(eq(applicationFiles.projectId, projectId), eq(applicationFiles.id, fileId)));
    const full = file ? storage.resolve(file.storageKey) : null;
    if (!file || !full || !fs.existsSync(full)) return reply.status(404).send();
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachment(file.name))
      .header('content-length', file.sizeBytes)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(fs.createReadStream(full));
  });
}
