import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@donut/i18n';
import { renderMail, type MailKind, type Mailer, type MailValues, type RenderedMail } from './index';

/** Sends account mails in the owner's language without making the request wait for the mail server. */
export function createNotifier(mailer: Mailer, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    send(
      kind: MailKind,
      locale: Locale,
      to: string,
      link?: string,
      values: Omit<MailValues, 'link'> = {},
    ): void {
      this.sendRendered(kind, to, { ...renderMail(kind, locale, { ...values, link }), link });
    },
    /** A mail another module rendered itself (a customer's sign-in code), sent the same way. */
    sendRendered(kind: string, to: string, mail: RenderedMail & { link?: string }): void {
      const job = mailer
        .send({ to, ...mail })
        .catch((err: unknown) => log.error({ err, kind }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    /** Waits for mails in flight (shutdown, tests). */
    async flush(): Promise<void> {
      await Promise.all(pending);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
