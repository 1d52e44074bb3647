import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from '@donut/e2e';

/** The API's SUPPORT_EMAIL, which the site shows too: the e2e servers run with the default. */
export const SUPPORT_EMAIL = 'support@donut.local';

/** Headers of an outbox mail with its base64 and quoted-printable parts decoded, as one searchable text. */
function readableMail(eml: string): string {
  // Long headers (an encoded Reply-To name) are folded onto continuation lines.
  const raw = eml.replace(/\r?\n[ \t]+/g, ' ');
  const base64 = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z\d+/=\r\n]+)/gi),
  ].map(([, body]) => Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8'));
  const quoted = Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  return [raw, quoted, ...base64].join('\n');
}

/** The mail to support that carries `marker` (a contact-form question), waiting a little for it to be written. */
export async function mailToSupport(marker: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(e2eDataDir('main'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
    for (const file of files) {
      const mail = readableMail(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (mail.includes(marker) && new RegExp(`^To: ${SUPPORT_EMAIL}`, 'm').test(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to support with ${marker}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
