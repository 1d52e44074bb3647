import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { contactOrders } from '../../db/schema';
import { contactOrderMail, type Mailer } from '../mail';
import type { RateLimit, RateLimiters } from '../../security/rate-limits';

/** A question that passed `contactOrderSchema`, with who asked and in which language. */
export interface ContactOrder {
  email: string;
  name: string;
  phone: string;
  question: string;
  locale: Locale;
  clientId: string | null;
}

export interface ContactOrdersOptions {
  db: Db;
  mailer: Mailer;
  /** SUPPORT_EMAIL: where the questions are mailed. */
  supportEmail: string;
  log: FastifyBaseLogger;
  /** The API's allowances; the public form is anonymous, so the per-IP one is what holds back a flood. */
  limiters: RateLimiters;
}

/** Five questions per address in ten minutes. */
export const CONTACT_ORDER_LIMIT: RateLimit = { name: 'contact-order', points: 5, durationSeconds: 10 * 60 };

/** MakeContactOrder's work: limit per IP, store, mail the support team. */
export function createContactOrders({ db, mailer, supportEmail, log, limiters }: ContactOrdersOptions) {
  return {
    /** Takes one of the address's questions for the window; false when it has none left. */
    async admit(ip: string): Promise<boolean> {
      return (await limiters.take(CONTACT_ORDER_LIMIT, ip)).allowed;
    },

    /**
     * Stores the question, then mails it with Reply-To the asker. The row is the record support works
     * from, so a mail server failure is logged and the asker still hears "sent": nothing is lost.
     */
    async make(order: ContactOrder): Promise<void> {
      const [row] = await db.insert(contactOrders).values(order).returning({ id: contactOrders.id });
      const mail = contactOrderMail(order);
      try {
        await mailer.send({ to: supportEmail, ...mail, replyTo: { name: order.name, address: order.email } });
      } catch (err) {
        log.error({ err, contactOrderId: row.id }, 'contact order stored but not mailed');
      }
    },
  };
}

export type ContactOrders = ReturnType<typeof createContactOrders>;
