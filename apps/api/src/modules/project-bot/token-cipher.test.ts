import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTokenCipher, resolveProjectBotKey } from './token-cipher';

const TOKEN = '7100000001:AAH-salon-bot-token-for-tests-0123456';
const cipher = createTokenCipher(Buffer.alloc(32, 7));

describe('the project bot token cipher', () => {
  it('gives the token back, and never stores it readable', () => {
    const stored = cipher.encrypt(TOKEN, 7100000001);
    expect(stored).not.toContain('AAH-salon');
    expect(cipher.decrypt(stored, 7100000001)).toBe(TOKEN);
    expect(cipher.encrypt(TOKEN, 7100000001)).not.toBe(stored);
  });

  it('refuses a changed ciphertext, another bot, and another key', () => {
    const stored = cipher.encrypt(TOKEN, 7100000001);
    const [version, iv, tag, body] = stored.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() =>
      cipher.decrypt([version, iv, tag, flipped.toString('base64url')].join('.'), 7100000001),
    ).toThrow();
    expect(() => cipher.decrypt(stored, 7100000002)).toThrow();
    expect(() => createTokenCipher(Buffer.alloc(32, 8)).decrypt(stored, 7100000001)).toThrow();
  });

  it('keeps a development key in DATA_DIR across restarts, and takes the configured one first', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-bot-key-'));
    const first = resolveProjectBotKey(undefined, dataDir);
    expect(first).toHaveLength(32);
    expect(resolveProjectBotKey(undefined, dataDir).equals(first)).toBe(true);
    expect(resolveProjectBotKey('ab'.repeat(32), dataDir).equals(Buffer.alloc(32, 0xab))).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
