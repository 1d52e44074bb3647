import type { GraphqlContext } from '../../core/request-context';
import { toPage, type PageArgs } from '../../core/pagination';
import { DomainError } from '../../core/domain-error';

/** Content lists (services, categories) are short: a page holds at most 100 rows. */
export const CONTENT_PAGE_MAX = 100;

/** A page of a content list: `limit` 1 to `max` (default 20), refused in the user's language otherwise. */
export function contentPage(
  context: GraphqlContext,
  args: PageArgs,
  defaultLimit = 20,
  max = CONTENT_PAGE_MAX,
) {
  const limit = args.limit ?? defaultLimit;
  if (limit < 1 || limit > max)
    throw new DomainError('BAD_USER_INPUT', 'api.error.limit-out-of-range', { max });
  return toPage(context.locale, { limit, offset: args.offset });
}
