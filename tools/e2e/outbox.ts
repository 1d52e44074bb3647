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
 * The first answer `read` finds in the newest mails the suite's API wrote to its outbox (the development mail
 * transport: one .eml file per mail, raw), newest first; waits a little for the mail to land.
 */
async function findInOutbox(
  dataDir: string,
  read: (raw: string) => string | null | undefined,
  missing: string,
  timeoutMs: number,
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
      const found = read(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (found) return found;
    }
    if (Date.now() > deadline) throw new Error(missing);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest link with `parameter` in the mails for `email` (confirmation, password reset). */
export function linkFromOutbox(
  dataDir: string,
  email: string,
  parameter: string,
  timeoutMs = 10_000,
): Promise<string> {
  const linkIn = (raw: string) => {
    const mail = readableMail(raw);
    if (!mail.includes(email)) return null;
    return mail.match(new RegExp(`https?://[^\\s"<>]+[?&]${parameter}=[\\w-]+`))?.[0]?.replace(/&amp;/g, '&');
  };
  return findInOutbox(dataDir, linkIn, `no mail with ${parameter} for ${email}`, timeoutMs);
}

/** A mail's subject as written: RFC 2047 words (base64 or quoted-printable UTF-8) joined before decoding. */
function mailSubject(raw: string): string {
  const header = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '';
  const words = [...header.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)];
  if (!words.length) return header.trim();
  const bytes = words.map(([, encoding, text]) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1'),
  );
  return Buffer.concat(bytes).toString('utf8');
}

/**
 * The one-time code of the newest sign-in mail for `email` (a client's sign-in on a project's site puts the six
 * digits first in the subject).
 */
export function codeFromOutbox(dataDir: string, email: string, timeoutMs = 10_000): Promise<string> {
  const codeIn = (raw: string) =>
    raw.includes(`To: ${email}`) ? mailSubject(raw).match(/^(\d{6})\b/)?.[1] : null;
  return findInOutbox(dataDir, codeIn, `no sign-in code for ${email}`, timeoutMs);
}

/** The subject of the newest mail to `email` whose subject matches `pattern` (a status mail, a notice). */
export function subjectFromOutbox(
  dataDir: string,
  email: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const subjectIn = (raw: string) => {
    if (!raw.includes(`To: ${email}`)) return null;
    const subject = mailSubject(raw);
    return pattern.test(subject) ? subject : null;
  };
  return findInOutbox(dataDir, subjectIn, `no mail matching ${pattern} for ${email}`, timeoutMs);
}
