import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createMailer, type MailLogger } from './mailer';
import { renderMail } from './templates';
import { parseEml, type ParsedPart } from './testing/parse-eml';

const from = 'Donut <no-reply@donut.ge>';
const to = 'owner@example.com';
const token = 'tok_4f9c2e7a1b8d';
const link = `https://donut.ge/ru/?modal=modal-auth-login&confirm_email=${token}`;

function fakeLogger() {
  const info = vi.fn<MailLogger['info']>();
  return { logger: { info }, info };
}

/** A body with line ends as the renderer wrote them (the mail carries CRLF) and no trailing newline. */
function normalized(body: string): string {
  return body.replace(/\r\n/g, '\n').trim();
}

function part(mail: ParsedPart, contentType: string): ParsedPart {
  const found = mail.parts.find((candidate) => candidate.contentType === contentType);
  if (!found) throw new Error(`no ${contentType} part`);
  return found;
}

let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'donut-mail-'));
});
afterEach(() => rm(tmp, { recursive: true, force: true }));

describe('createMailer without SMTP', () => {
  it('writes a real RFC 822 message into the outbox and logs where it is, with the link', async () => {
    const outboxDir = path.join(tmp, 'outbox');
    const { logger, info } = fakeLogger();
    const mailer = createMailer({ outboxDir, from, logger });
    const rendered = renderMail('confirm-email', 'ru', { link });

    await mailer.send({ to, ...rendered, link });
    await mailer.close();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const file = path.join(outboxDir, files[0]);
    const raw = await readFile(file, 'utf8');
    expect(raw).toContain('\r\n');
    expect(raw).not.toMatch(/[^\r]\n/);

    const mail = parseEml(raw);
    expect(mail.headers.get('to')).toBe(to);
    expect(mail.headers.get('from')).toBe(from);
    expect(mail.headers.get('subject')).toBe(rendered.subject);
    expect(mail.headers.get('mime-version')).toBe('1.0');
    expect(mail.headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(mail.contentType).toBe('multipart/alternative');
    expect(mail.parts.map((p) => p.contentType)).toEqual(['text/plain', 'text/html']);
    expect(normalized(part(mail, 'text/plain').body)).toBe(rendered.text.trim());
    expect(part(mail, 'text/plain').body).toContain(link);
    expect(normalized(part(mail, 'text/html').body)).toBe(rendered.html.trim());

    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(
      { to, subject: rendered.subject, link, file },
      'mail written to the outbox',
    );
  });

  it('gives every mail its own file', async () => {
    const { logger } = fakeLogger();
    const mailer = createMailer({ outboxDir: tmp, from, logger });
    const rendered = renderMail('password-changed', 'en', {});
    await Promise.all([1, 2, 3].map(() => mailer.send({ to, ...rendered })));
    expect(await readdir(tmp)).toHaveLength(3);
  });
});

describe('createMailer with SMTP', () => {
  let server: SMTPServer;
  let port: number;
  let received: Array<{ raw: string; from: string; to: string[] }>;

  beforeEach(async () => {
    received = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            raw: Buffer.concat(chunks).toString('utf8'),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterEach(() => new Promise<void>((resolve) => server.close(resolve)));

  it('delivers the mail and logs neither the link nor the body', async () => {
    const { logger, info } = fakeLogger();
    const outboxDir = path.join(tmp, 'outbox');
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, from, logger });
    const rendered = renderMail('reset-password', 'ka', { link });

    await mailer.send({ to, ...rendered, link });
    await mailer.close();

    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@donut.ge');
    expect(received[0].to).toEqual([to]);
    const mail = parseEml(received[0].raw);
    expect(mail.headers.get('subject')).toBe(rendered.subject);
    expect(mail.headers.get('to')).toBe(to);
    expect(normalized(part(mail, 'text/plain').body)).toBe(rendered.text.trim());
    expect(part(mail, 'text/html').body).toContain(`href="${link.replace(/&/g, '&amp;')}"`);

    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith({ to, subject: rendered.subject }, 'mail sent');
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('https://');
    expect(logged).not.toContain(rendered.text.split('\n')[2]);
    // Nothing lands in the outbox when SMTP is configured.
    await expect(readdir(outboxDir)).rejects.toThrow(/ENOENT/);
  });

  it('lets a mail being sent finish before closing', async () => {
    const { logger } = fakeLogger();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: tmp, from, logger });
    const rendered = renderMail('account-deleted', 'ru', {});

    const sending = mailer.send({ to, ...rendered });
    await mailer.close();
    await sending;

    expect(received).toHaveLength(1);
    expect(parseEml(received[0].raw).headers.get('subject')).toBe(rendered.subject);
  });

  it('fails the send when the server refuses the mail', async () => {
    server.onRcptTo = (_address, _session, callback) => callback(new Error('no such mailbox'));
    const { logger, info } = fakeLogger();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: tmp, from, logger });

    await expect(mailer.send({ to, ...renderMail('password-changed', 'en', {}) })).rejects.toThrow(
      /no such mailbox/,
    );
    await mailer.close();
    expect(info).not.toHaveBeenCalled();
  });
});
