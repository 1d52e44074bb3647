import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { faqArticles, faqArticleVotes } from '../../db/schema';
import type { RateLimit, RateLimiters } from '../../security/rate-limits';
import { visitorKey, type VisitorIdentity } from './visitor-key';

export interface FaqVotesOptions {
  db: Db;
  /** Keys the visitor hashes (the server's signing secret). */
  secret: string;
  /** The API's allowances: anyone may vote, so the per-IP one is what holds back a script. */
  limiters: RateLimiters;
}

/** Thirty answers per address in ten minutes: far more than a reader gives, a wall for a script. */
export const FAQ_VOTE_LIMIT: RateLimit = { name: 'faq-vote', points: 30, durationSeconds: 10 * 60 };

/** RateFaqArticle's work: the per-IP allowance and one vote per visitor per article. */
export function createFaqVotes({ db, secret, limiters }: FaqVotesOptions) {
  return {
    /** Takes one of the address's votes for the window; false when it has none left. */
    async admit(ip: string): Promise<boolean> {
      return (await limiters.take(FAQ_VOTE_LIMIT, ip)).allowed;
    },

    /**
     * Records the visitor's answer; a second answer replaces the first (readers change their minds and
     * the buttons show the current choice). False when no article has the slug.
     */
    async rate(articleSlug: string, isHelpful: boolean, identity: VisitorIdentity): Promise<boolean> {
      const [article] = await db
        .select({ id: faqArticles.id })
        .from(faqArticles)
        .where(eq(faqArticles.slug, articleSlug));
      if (!article) return false;
      await db
        .insert(faqArticleVotes)
        .values({ articleId: article.id, visitorKey: visitorKey(secret, identity), isHelpful })
        .onConflictDoUpdate({
          target: [faqArticleVotes.articleId, faqArticleVotes.visitorKey],
          set: { isHelpful, updatedAt: sql`now()` },
        });
      return true;
    },
  };
}

export type FaqVotes = ReturnType<typeof createFaqVotes>;
