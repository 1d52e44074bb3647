import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { customerBotSignIns, customers } from '../../db/schema';
import { DomainError } from '../../core/domain-error';
import { translate } from '../../i18n/translate';
import { hashToken, randomToken } from '../auth/secure-token';
import { greetingLocale } from '../project-bot/project-bot-updates';
import { findProjectBot, type ProjectBotPlugin } from '../project-bot/project-bot.service';
import { normalizePhone } from './customer-contacts';
import { customerOfTelegramUser, type CustomerRow, type ProjectRef } from './customer-identity';

export const BOT_SIGN_IN_TTL_SECONDS = 10 * 60;
/** `/start login_<nonce>`: Telegram allows 64 characters of [A-Za-z0-9_-] in a start payload. */
const START_PREFIX = 'login_';
const CONFIRM_PREFIX = 'cvlogin:';
const NONCE = /^[\w-]{16,32}$/;

export type BotPollResult = { status: 'pending' } | { status: 'confirmed'; customer: CustomerRow };

const expired = () => new DomainError('TOKEN_INVALID', 'api.customers.bot-sign-in-expired');

/**
 * A web sign-in confirmed in the project's bot. The browser gets a link into the bot and a secret to poll
 * with; the bot asks the Telegram user to confirm (a link sent by someone else must not sign them in on the
 * sender's browser), and the first poll after the confirmation takes the session, once.
 */
export function createBotSignIn(db: Db, now: () => Date = () => new Date()) {
  return {
    async start(project: ProjectRef) {
      const bot = await findProjectBot(db, project.id);
      if (!bot) throw new DomainError('NOT_AVAILABLE', 'api.customers.bot-not-connected');
      const pollToken = randomToken();
      const nonce = randomBytes(18).toString('base64url');
      const expiresAt = new Date(now().getTime() + BOT_SIGN_IN_TTL_SECONDS * 1000);
      await db.insert(customerBotSignIns).values({
        projectId: project.id,
        pollTokenHash: hashToken(pollToken),
        startNonce: nonce,
        createdAt: now(),
        expiresAt,
      });
      return {
        poll_token: pollToken,
        link: `https://t.me/${bot.username}?start=${START_PREFIX}${nonce}`,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      };
    },

    /** Pending until the bot's confirmation; then the customer, for exactly one poll. */
    async poll(project: ProjectRef, pollToken: string): Promise<BotPollResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(customerBotSignIns)
          .where(
            and(
              eq(customerBotSignIns.pollTokenHash, hashToken(pollToken)),
              eq(customerBotSignIns.projectId, project.id),
            ),
          )
          .for('update');
        if (!row || row.usedAt || row.expiresAt <= now()) throw expired();
        if (!row.confirmedAt || row.telegramUserId === null) return { status: 'pending' };
        await tx.update(customerBotSignIns).set({ usedAt: now() }).where(eq(customerBotSignIns.id, row.id));
        const [first_name, ...rest] = (row.telegramName ?? '').split(' ');
        const customer = await customerOfTelegramUser(
          tx,
          project,
          {
            id: row.telegramUserId,
            username: row.telegramUsername,
            first_name: first_name || null,
            last_name: rest.join(' ') || null,
            language_code: row.telegramLanguage,
          },
          'bot',
          now(),
        );
        return { status: 'confirmed', customer };
      });
    },

    /** Teaches every project bot the sign-in's two steps and to keep a phone a customer shares. */
    plugin: ((bot, { project }) => {
      const live = (nonce: string) =>
        and(
          eq(customerBotSignIns.startNonce, nonce),
          eq(customerBotSignIns.projectId, project.id),
          isNull(customerBotSignIns.confirmedAt),
          gt(customerBotSignIns.expiresAt, now()),
        );

      bot.chatType('private').command('start', async (ctx, next) => {
        if (!ctx.match.startsWith(START_PREFIX)) return next();
        const locale = greetingLocale(ctx.from.language_code, project.locale);
        const nonce = ctx.match.slice(START_PREFIX.length);
        const [row] = NONCE.test(nonce)
          ? await db.select({ id: customerBotSignIns.id }).from(customerBotSignIns).where(live(nonce))
          : [];
        if (!row) return void (await ctx.reply(translate(locale, 'api.customers.bot-link-expired')));
        await ctx.reply(translate(locale, 'api.customers.bot-confirm-question', { project: project.name }), {
          reply_markup: {
            inline_keyboard: [
              [
                {
                  text: translate(locale, 'api.customers.bot-confirm-button'),
                  callback_data: `${CONFIRM_PREFIX}${nonce}`,
                },
              ],
            ],
          },
        });
      });

      bot.on('callback_query:data', async (ctx, next) => {
        const data = ctx.callbackQuery.data;
        if (!data.startsWith(CONFIRM_PREFIX)) return next();
        const from = ctx.from;
        const locale = greetingLocale(from.language_code, project.locale);
        const nonce = data.slice(CONFIRM_PREFIX.length);
        const confirmed = NONCE.test(nonce)
          ? await db
              .update(customerBotSignIns)
              .set({
                telegramUserId: from.id,
                telegramUsername: from.username ?? null,
                telegramName: [from.first_name, from.last_name].filter(Boolean).join(' ').slice(0, 100),
                telegramLanguage: from.language_code?.slice(0, 16) ?? null,
                confirmedAt: now(),
              })
              .where(live(nonce))
              .returning({ id: customerBotSignIns.id })
          : [];
        const text = translate(
          locale,
          confirmed.length ? 'api.customers.bot-confirmed' : 'api.customers.bot-link-expired',
        );
        await ctx.answerCallbackQuery();
        await ctx.editMessageText(text);
      });

      // The Mini App's "share phone" (requestContact) arrives as a contact message: kept when it is the
      // sender's own number and no other customer of the project has it (nothing is merged silently).
      bot.chatType('private').on('message:contact', async (ctx, next) => {
        const contact = ctx.message.contact;
        if (contact.user_id !== ctx.from.id) return next();
        const phone = normalizePhone(contact.phone_number);
        await db
          .update(customers)
          .set({ phone, updatedAt: now() })
          .where(
            and(
              eq(customers.projectId, project.id),
              eq(customers.telegramUserId, ctx.from.id),
              isNull(customers.phone),
            ),
          )
          .catch((error: unknown) => {
            if (!isUniqueViolation(error)) throw error;
          });
      });
    }) satisfies ProjectBotPlugin,
  };
}

export type BotSignIn = ReturnType<typeof createBotSignIn>;
