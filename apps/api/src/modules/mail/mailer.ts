import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The mail's link, logged in outbox mode only: that is how a developer follows it. */
  link?: string;
  /** Where replies go (a contact-form question: the asker); an object, so nodemailer quotes any odd address. */
  replyTo?: { name: string; address: string };
}

export interface MailLogger {
  info(obj: object, msg: string): void;
}

export interface MailerOptions {
  /** e.g. smtp://user:pass@smtp.example.com:587; without it mails go to the outbox directory. */
  smtpUrl?: string;
  outboxDir: string;
  /** The From header, e.g. `Donut <no-reply@donut.ge>`. */
  from: string;
  logger: MailLogger;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Waits for mails being sent, then closes the SMTP connections. */
  close(): Promise<void>;
}

// A request may wait for its mail, so a dead server must fail in seconds rather than the
// minutes nodemailer allows by default.
const smtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};

function createSmtpMailer({ smtpUrl, from, logger }: MailerOptions & { smtpUrl: string }): Mailer {
  const transport = createTransport(
    {
      url: smtpUrl,
      pool: true,
      maxConnections: 3,
      ...smtpTimeouts,
      // nodemailer's own logger and debug output would print whole messages, tokens included.
      logger: false,
      debug: false,
    },
    { from },
  );
  const inFlight = new Set<Promise<unknown>>();

  return {
    async send({ to, subject, html, text, replyTo }) {
      const delivery = transport.sendMail({ to, subject, html, text, replyTo });
      inFlight.add(delivery);
      try {
        await delivery;
      } finally {
        inFlight.delete(delivery);
      }
      // Never the link or the body: links carry single-use tokens and logs outlive them.
      logger.info({ to, subject }, 'mail sent');
    },
    async close() {
      // The pool fails queued messages when it closes, so let them go out first.
      await Promise.allSettled(inFlight);
      transport.close();
    },
  };
}

/** A sortable, unique name that is also valid on Windows (no colons). */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

function createOutboxMailer({ outboxDir, from, logger }: MailerOptions): Mailer {
  // The stream transport builds the same RFC 822 message SMTP would carry; any mail client opens the file.
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });

  return {
    async send({ to, subject, html, text, link, replyTo }) {
      const { message } = await transport.sendMail({ to, subject, html, text, replyTo });
      if (!Buffer.isBuffer(message)) throw new Error('The stream transport returned no buffer');
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName(new Date()));
      await writeFile(file, message, { flag: 'wx' });
      // Development only: the log line is where a developer finds the confirmation or reset link.
      logger.info({ to, subject, link, file }, 'mail written to the outbox');
    },
    async close() {
      transport.close();
    },
  };
}

/** Sends mail over SMTP when `smtpUrl` is set, otherwise writes each mail as an .eml file into `outboxDir`. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer({ ...options, smtpUrl: options.smtpUrl })
    : createOutboxMailer(options);
}
