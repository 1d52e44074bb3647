import fs from 'node:fs';
import path from 'node:path';

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a mail. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The raw mail plus every base64 part decoded (mails in Russian or Georgian are sent that way). */
function readableMail(raw: string): string {
  const decoded = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z\d+/=\r\n]+)/gi),
  ].map(([, body]) => Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8'));
  return [decodeQuotedPrintable(raw), ...decoded].join('\n');
}

/**
 * The newest link with `parameter` in the mails the suite's API wrote to its outbox for `email`
 * (the development mail transport: one .eml file per mail). Waits a little for the mail to land.
 */
export async function linkFromOutbox(
  dataDir: string,
  email: string,
  parameter: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = readableMail(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (!mail.includes(email)) continue;
      const link = mail.match(new RegExp(`https?://[^\\s"<>]+[?&]${parameter}=[\\w-]+`))?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    if (Date.now() > deadline) throw new Error(`no mail with ${parameter} for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
