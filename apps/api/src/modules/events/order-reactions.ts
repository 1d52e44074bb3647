import { Api } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Locale } from '@donut/i18n';
import type { LinkBuilder } from '@donut/link-builder';
import { customerNotifications, type OrderStatus } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { orderStatusMail } from '../mail/order-status';
import type { Mailer } from '../mail';
import { notify } from '../notifications/notifications.service';
import type { ProjectBotDeps } from '../project-bot/project-bot.service';
import { findProjectBot } from '../project-bot/project-bot.service';
import { formatMinorAmount } from '../reference/format-money';
import { loadOrderFacts, type OrderFacts } from './order-facts';
import type { OutboxEvent, ReactionRegistry } from './outbox-delivery';
import { reactionsAbout } from './reaction-about';
import type { OrderChange } from './realtime';

/** A Bot API call of the delivery job waits at most this long; a failure is retried with the event. */
const API_TIMEOUT_SECONDS = 15;

export interface OrderReactionDeps {
  links: LinkBuilder;
  mailer: Mailer;
  /** The projects' bots (their encrypted tokens and the Bot API root). */
  projectBots: Pick<ProjectBotDeps, 'cipher' | 'apiRoot'>;
  /** The platform's own bot, which messages owners who linked Telegram; null when not configured. */
  platformBot: { token: string; apiRoot: string } | null;
  /** Tells the subscribers of `order_changed` (realtime.ts). */
  publishOrderChanged(change: OrderChange): Promise<void>;
}

const botApi = (token: string, apiRoot: string) =>
  new Api(token, { apiRoot, timeoutSeconds: API_TIMEOUT_SECONDS });

/** The order's card in the CRM. */
const orderCardLink = (links: LinkBuilder, facts: OrderFacts, locale: Locale) =>
  links.route('crm', 'adminOrder', { id: facts.id }, { project: facts.project.domain, locale });

/**
 * The status the customer is told about: the one of that change (`payload.status`), so a later change delivered
 * out of turn does not repeat the newer status; `order.placed` is the confirmation (`new`).
 */
function customerValues(event: OutboxEvent, facts: OrderFacts) {
  const status: OrderStatus =
    event.kind === 'order.placed'
      ? 'new'
      : ((event.payload.status as OrderStatus | undefined) ?? facts.status);
  return {
    number: facts.number,
    status,
    total: formatMinorAmount(facts.totalMinor, facts.currency, facts.customer.locale),
    address: facts.delivery.address,
    project: facts.project.name,
  };
}

const aboutOrder = reactionsAbout(loadOrderFacts);

/**
 * The reactions to the shop's orders (issue 15): the owner hears of each new order in the CRM and in Telegram, and
 * in the CRM of each online payment; the
 * customer gets the confirmation and each status change through the project's bot or by mail, and in the cabinet;
 * the CRM's open screens hear of every change over `order_changed`. Database rows are written in the transaction
 * that marks them done (exactly once); messages run last.
 */
export function orderReactions(deps: OrderReactionDeps): ReactionRegistry {
  const publish = aboutOrder('realtime', (facts) =>
    deps.publishOrderChanged({ projectId: facts.project.id, orderId: facts.id }),
  );

  /**
   * The owner's CRM notification of a new order, or of an online payment the provider confirmed (the owner may now
   * send it): the order's number, total, customer and the way to its card.
   */
  const ownerNotificationOf = (kind: 'order-placed' | 'order-paid') =>
    aboutOrder(
      'owner-notification',
      (facts, _event, tx) =>
        notify(tx, {
          clientId: facts.owner.clientId,
          kind,
          projectId: facts.project.id,
          params: {
            number: String(facts.number),
            total_minor: String(facts.totalMinor),
            currency: facts.currency,
            client: facts.customerName,
            order_id: facts.id,
            domain: facts.project.domain,
          },
        }),
      true,
    );
  const ownerNotification = ownerNotificationOf('order-placed');
  const ownerPaidNotification = ownerNotificationOf('order-paid');

  const ownerTelegram = aboutOrder('owner-telegram', async (facts) => {
    if (!deps.platformBot || !facts.owner.telegramUserId) return;
    const locale = facts.owner.locale;
    const values = {
      number: facts.number,
      total: formatMinorAmount(facts.totalMinor, facts.currency, locale),
      client: facts.customerName,
    };
    const keyboard: InlineKeyboardMarkup = {
      inline_keyboard: [
        [
          {
            text: translate(locale, 'api.notification.order-placed.button'),
            url: orderCardLink(deps.links, facts, locale),
          },
        ],
      ],
    };
    await botApi(deps.platformBot.token, deps.platformBot.apiRoot).sendMessage(
      facts.owner.telegramUserId,
      translate(locale, 'api.notification.order-placed.title', values),
      { reply_markup: keyboard },
    );
  });

  /** The cabinet's notice: its words are chosen when read, so it keeps the amount in minor units. */
  const customerNotification = aboutOrder(
    'customer-notification',
    async (facts, event, tx) => {
      if (!facts.customer.id) return;
      const values = customerValues(event, facts);
      await tx.insert(customerNotifications).values({
        projectId: facts.project.id,
        customerId: facts.customer.id,
        kind: 'order-status',
        params: {
          number: values.number,
          status: values.status,
          address: values.address,
          total_minor: facts.totalMinor,
          currency: facts.currency,
        },
      });
    },
    true,
  );

  /** Through the project's bot when it has one and the customer uses Telegram, else by mail when there is an address. */
  const customerMessage = aboutOrder('customer-message', async (facts, event, db) => {
    const values = customerValues(event, facts);
    const locale = facts.customer.locale;
    const bot = facts.customer.telegramUserId ? await findProjectBot(db, facts.project.id) : null;
    if (bot && facts.customer.telegramUserId) {
      const token = deps.projectBots.cipher.decrypt(bot.tokenEncrypted, bot.telegramBotId);
      await botApi(token, deps.projectBots.apiRoot).sendMessage(
        facts.customer.telegramUserId,
        translate(locale, 'api.customers.notification.order-status-body', values),
      );
      return;
    }
    if (!facts.customer.email) return;
    const link = deps.links.route(
      'client-view',
      'order',
      { orderId: facts.id },
      { project: facts.project.domain, locale },
    );
    await deps.mailer.send({
      to: facts.customer.email,
      ...orderStatusMail(locale, { ...values, link }),
      link,
    });
  });

  return {
    'order.placed': [ownerNotification, customerNotification, publish, ownerTelegram, customerMessage],
    'order.status_changed': [customerNotification, publish, customerMessage],
    'order.paid': [ownerPaidNotification, publish],
  };
}
