import fs from 'node:fs';
import path from 'node:path';
import { randomToken } from './secure-token';

/**
 * The signing secret: JWT_SECRET when set (required in production, shared by every instance); in
 * development a random one kept in DATA_DIR, so sessions survive a restart.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomToken();
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
