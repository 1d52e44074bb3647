import type { MutationResolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../graphql/context';
import { apiError, requireOwner } from '../../graphql/errors';

export const telegramBotMutations: MutationResolvers<GraphqlContext> = {
  create_telegram_connect_link: async (_, __, context) => {
    const result = await context.telegramBot.createConnectLink(await requireOwner(context));
    if (!result) throw apiError(context.locale, 'NOT_AVAILABLE', 'api.telegram-bot.not-configured');
    if (result.kind === 'already-connected') throw apiError(context.locale, 'CONFLICT', 'api.telegram-bot.already-connected');
    if (result.kind === 'email-not-confirmed') throw apiError(context.locale, 'CONFLICT', 'api.auth.confirm-email-first');
    if (result.kind === 'rate-limited') throw apiError(context.locale, 'RATE_LIMITED', 'api.telegram-bot.too-many-links');
    return { url: result.url, expires_at: result.expiresAt.toISOString() };
  },
};
