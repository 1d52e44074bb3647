import type { DomainModule } from '../../core/domain-module';
import { createFaqVotes, type FaqVotes } from './faq-votes.service';
import { faqMutations, faqQueries } from './faq.resolvers';

declare module '../../core/services' {
  interface Services {
    /** RateFaqArticle: the per-IP allowance and one vote per visitor. */
    faqVotes: FaqVotes;
  }
}

/** The knowledge base: sections, articles, search and "was this helpful?" votes. */
export const faqModule: DomainModule = {
  name: 'faq',
  services: ({ db, secret, limiters }) => ({ faqVotes: createFaqVotes({ db, secret, limiters }) }),
  resolvers: { Query: faqQueries, Mutation: faqMutations },
};
