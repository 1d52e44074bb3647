import type { MutationResolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { requireClient } from '../../core/request-context';
import { DomainError } from '../../core/domain-error';

export const telegramBotMutations: MutationResolvers<GraphqlContext> = {
  create_telegram_connect_link: async (_, __, context) => {
    const result = await context.telegramBot.createConnectLink(await requireClient(context));
    if (!result) throw new DomainError('NOT_AVAILABLE', 'api.telegram-bot.not-configured');
    if (result.kind === 'already-connected')
      throw new DomainError('CONFLICT', 'api.telegram-bot.already-connected');
    if (result.kind === 'email-not-confirmed')
      throw new DomainError('CONFLICT', 'api.auth.confirm-email-first');
    if (result.kind === 'rate-limited')
      throw new DomainError('RATE_LIMITED', 'api.telegram-bot.too-many-links');
    return { url: result.url, expires_at: result.expiresAt.toISOString() };
  },
};
