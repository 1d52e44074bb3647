import { Api } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { LinkBuilder } from '@donut/link-builder';
import { customerNotifications, type ApplicationStatus } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { applicationStatusMail } from '../mail/application-status';
import type { Mailer } from '../mail';
import { notify } from '../notifications/notifications.service';
import type { ProjectBotDeps } from '../project-bot/project-bot.service';
import { findProjectBot } from '../project-bot/project-bot.service';
import { loadApplicationFacts, type ApplicationFacts } from './application-facts';
import type { OutboxEvent, ReactionRegistry } from './outbox-delivery';
import { reactionsAbout } from './reaction-about';

/** A Bot API call of the delivery job waits at most this long; a failure is retried with the event. */
const API_TIMEOUT_SECONDS = 15;

export interface ApplicationReactionDeps {
  links: LinkBuilder;
  mailer: Mailer;
  /** The projects' bots (their encrypted tokens and the Bot API root). */
  projectBots: Pick<ProjectBotDeps, 'cipher' | 'apiRoot'>;
  /** The platform's own bot, which messages owners who linked Telegram; null when not configured. */
  platformBot: { token: string; apiRoot: string } | null;
  /** Tells the subscribers of `application_changed` (realtime.ts). */
  publishApplicationChanged(change: { projectId: string; applicationId: string }): Promise<void>;
}

const botApi = (token: string, apiRoot: string) =>
  new Api(token, { apiRoot, timeoutSeconds: API_TIMEOUT_SECONDS });

/** The statuses a customer is told about, and the values of their texts; `payload` is the status of that change. */
function statusValues(event: OutboxEvent, facts: ApplicationFacts) {
  const status = (event.payload.status as ApplicationStatus | undefined) ?? facts.status;
  const reason = (event.payload.reason as string | null | undefined) ?? facts.rejectionReason ?? '';
  return { number: facts.number, service: facts.serviceName, status, reason, project: facts.project.name };
}

const aboutApplication = reactionsAbout(loadApplicationFacts);

/** The reactions to applications (issue 16): the owner hears of new ones, the customer of each status change. */
export function applicationReactions(deps: ApplicationReactionDeps): ReactionRegistry {
  const publish = aboutApplication('realtime', (facts) =>
    deps.publishApplicationChanged({ projectId: facts.project.id, applicationId: facts.id }),
  );

  const ownerNotification = aboutApplication(
    'owner-notification',
    (facts, _event, tx) =>
      notify(tx, {
        clientId: facts.owner.clientId,
        kind: 'application-received',
        projectId: facts.project.id,
        params: {
          number: String(facts.number),
          service: facts.serviceName,
          client: facts.customerName,
          application_id: facts.id,
          domain: facts.project.domain,
        },
      }),
    true,
  );

  const ownerTelegram = aboutApplication('owner-telegram', async (facts) => {
    if (!deps.platformBot || !facts.owner.telegramUserId) return;
    const locale = facts.owner.locale;
    const values = { number: facts.number, service: facts.serviceName, client: facts.customerName };
    const url = deps.links.route(
      'crm',
      'adminApplication',
      { id: facts.id },
      { project: facts.project.domain, locale },
    );
    const keyboard: InlineKeyboardMarkup = {
      inline_keyboard: [[{ text: translate(locale, 'api.notification.application-received.button'), url }]],
    };
    await botApi(deps.platformBot.token, deps.platformBot.apiRoot).sendMessage(
      facts.owner.telegramUserId,
      translate(locale, 'api.notification.application-received.title', values),
      { reply_markup: keyboard },
    );
  });

  const customerNotification = aboutApplication(
    'customer-notification',
    async (facts, event, tx) => {
      const values = statusValues(event, facts);
      if (values.status === 'new') return;
      await tx.insert(customerNotifications).values({
        projectId: facts.project.id,
        customerId: facts.customer.id,
        kind: 'application-status',
        params: {
          number: values.number,
          service: values.service,
          status: values.status,
          reason: values.reason,
        },
      });
    },
    true,
  );

  /** Through the project's bot when it has one and the customer uses Telegram, else by mail when there is an address. */
  const customerMessage = aboutApplication('customer-message', async (facts, event, db) => {
    const values = statusValues(event, facts);
    if (values.status === 'new') return;
    const locale = facts.customer.locale;
    const bot = facts.customer.telegramUserId ? await findProjectBot(db, facts.project.id) : null;
    if (bot && facts.customer.telegramUserId) {
      const token = deps.projectBots.cipher.decrypt(bot.tokenEncrypted, bot.telegramBotId);
      await botApi(token, deps.projectBots.apiRoot).sendMessage(
        facts.customer.telegramUserId,
        translate(locale, 'api.customers.notification.application-status-body', values),
      );
      return;
    }
    if (!facts.customer.email) return;
    const link = deps.links.route('client-view', 'cabinet', {}, { project: facts.project.domain, locale });
    await deps.mailer.send({
      to: facts.customer.email,
      ...applicationStatusMail(locale, { ...values, status: values.status, link }),
      link,
    });
  });

  return {
    'application.received': [ownerNotification, publish, ownerTelegram],
    'application.status_changed': [customerNotification, publish, customerMessage],
  };
}
