import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from './file-storage';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

/** Serves stored uploads; names are content hashes, so they are cached for a year. */
export async function registerUploadRoutes(app: FastifyInstance, storage: FileStorage) {
  app.get<{ Params: { folder: string; file: string } }>('/uploads/:folder/:file', async (request, reply) => {
    const { folder, file } = request.params;
    const match = /^[a-f\d]{64}\.(jpg|png)$/.exec(file);
    if (!/^[a-z-]+$/.test(folder) || !match) return reply.status(404).send();
    const full = storage.resolve(`${folder}/${file}`);
    if (!fs.existsSync(full)) return reply.status(404).send();
    return reply
      .header('content-type', TYPES[match[1]])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(fs.createReadStream(full));
  });
}
