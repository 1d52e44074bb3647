import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { contactOrders } from '../../db/schema';
import { contactOrderMail, type Mailer } from '../mail';
import { createWindowLimiter, type WindowLimiterOptions } from './window-limiter';

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
  /** Questions per IP address; the public form is anonymous, so this is what holds back a flood. */
  limit?: Omit<WindowLimiterOptions, 'now'>;
}

/** The anonymous form's default: five questions per address in ten minutes. */
export const CONTACT_ORDER_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 };

/** MakeContactOrder's work: limit per IP, store, mail the support team. */
export function createContactOrders({ db, mailer, supportEmail, log, limit = CONTACT_ORDER_LIMIT }: ContactOrdersOptions) {
  const limiter = createWindowLimiter(limit);

  return {
    /** Takes one of the address's questions for the window; false when it has none left. */
    admit(ip: string): boolean {
      return limiter.take(ip);
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
