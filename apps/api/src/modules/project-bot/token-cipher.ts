import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * The key that encrypts project bots' tokens: PROJECT_BOT_TOKEN_KEY (64 hex digits) when set, required
 * in production; in development a random one kept in DATA_DIR, so connected bots survive a restart.
 */
export function resolveProjectBotKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'hex');
  const file = path.join(dataDir, 'project-bot-token-key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(32);
    fs.writeFileSync(file, key.toString('hex'), { mode: 0o600 });
    return key;
  }
}

/**
 * AES-256-GCM with the bot's id as associated data: a ciphertext copied to another bot's row does not
 * decrypt, and any change to it is detected.
 */
export function createTokenCipher(key: Buffer) {
  if (key.length !== 32) throw new Error('The project bot token key must be 32 bytes');
  return {
    encrypt(token: string, botId: number): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(String(botId)));
      const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(stored: string, botId: number): string {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !ciphertext) throw new Error('Unknown project bot token format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(String(botId)));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type TokenCipher = ReturnType<typeof createTokenCipher>;
