import fs from 'node:fs';
import path from 'node:path';
import { parseEml, type ParsedPart } from '../modules/mail/testing/parse-eml';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link of the text part, if any. */
  link: string | null;
}

const partOf = (mail: ParsedPart, type: string): string =>
  mail.contentType.startsWith(type)
    ? mail.body
    : (mail.parts.map((p) => partOf(p, type)).find(Boolean) ?? '');

/** The mails the API wrote to its outbox, oldest first. */
export function readOutbox(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const mail = parseEml(fs.readFileSync(path.join(dir, name), 'utf8'));
      const text = partOf(mail, 'text/plain');
      return {
        to: mail.headers.get('to') ?? '',
        subject: mail.headers.get('subject') ?? '',
        text,
        html: partOf(mail, 'text/html'),
        link: text.match(/https?:\/\/\S+/)?.[0] ?? null,
      };
    });
}
