import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { checkSearch, listMeta, toPage } from '../../core/pagination';
import { MAX_ARTICLE_SLUG } from './faq-seed-validation';
import { toFaqArticle, toFaqCategory } from './faq-view-model';
import { findFaqArticle, listFaqArticles, loadFaqCategories, type FaqCategoryRow } from './faq.service';
import { isVisitorId } from './visitor-key';
import { DomainError } from '../../core/domain-error';

const categoryOf = (categories: FaqCategoryRow[], id: string) =>
  categories.find((category) => category.id === id) as FaqCategoryRow;

/** The knowledge base is public: visitors and owners read the same articles, in their language. */
export const faqQueries: QueryResolvers<GraphqlContext> = {
  faq_category_list: async (_, args, context) => {
    const page = toPage(context.locale, args, 50);
    const categories = await loadFaqCategories(context.db);
    const list = categories
      .slice(page.offset, page.offset + page.limit)
      .map((row) => toFaqCategory(row, context.locale));
    return { list, meta: listMeta(page, list.length, categories.length) };
  },

  faq_category: async (_, { slug }, context) => {
    const category = (await loadFaqCategories(context.db)).find((row) => row.slug === slug);
    if (!category) throw new DomainError('NOT_FOUND', 'api.faq.category-not-found');
    return toFaqCategory(category, context.locale);
  },

  faq_article_list: async (_, { filter, ...args }, context) => {
    const page = toPage(context.locale, args, 20);
    const search = checkSearch(context.locale, filter?.search);
    const categories = await loadFaqCategories(context.db);
    const category = filter?.category_slug
      ? categories.find((row) => row.slug === filter.category_slug)
      : null;
    // An unknown section simply has no articles, like a search without matches.
    if (category === undefined) return { list: [], meta: listMeta(page, 0, 0) };
    const excludeSlug =
      filter?.exclude_slug && filter.exclude_slug.length <= MAX_ARTICLE_SLUG ? filter.exclude_slug : null;
    const { rows, total } = await listFaqArticles(context.db, {
      locale: context.locale,
      page,
      search,
      categoryId: category?.id ?? null,
      isPopular: filter?.is_popular ?? null,
      excludeSlug,
    });
    const list = rows.map((row) => toFaqArticle(row, categoryOf(categories, row.categoryId), context.locale));
    return { list, meta: listMeta(page, list.length, total) };
  },

  faq_article: async (_, { slug }, context) => {
    const row =
      slug.length <= MAX_ARTICLE_SLUG ? await findFaqArticle(context.db, context.locale, slug) : null;
    if (!row) throw new DomainError('NOT_FOUND', 'api.faq.article-not-found');
    return toFaqArticle(row, categoryOf(await loadFaqCategories(context.db), row.categoryId), context.locale);
  },
};

export const faqMutations: MutationResolvers<GraphqlContext> = {
  /** "Was this helpful?": one answer per visitor per article, the latest counts (ADR 0014). */
  rate_faq_article: async (_, { article_slug, is_helpful }, context) => {
    if (context.visitorId !== null && !isVisitorId(context.visitorId)) {
      throw new DomainError('BAD_USER_INPUT', 'api.faq.visitor-id-invalid');
    }
    if (!(await context.faqVotes.admit(context.ip)))
      throw new DomainError('RATE_LIMITED', 'api.faq.rate-limited');
    const principal = await context.principal();
    const rated =
      article_slug.length <= MAX_ARTICLE_SLUG &&
      (await context.faqVotes.rate(article_slug, is_helpful, {
        clientId: principal?.clientId ?? null,
        visitorId: context.visitorId,
        ip: context.ip,
        userAgent: context.userAgent,
      }));
    if (!rated) throw new DomainError('NOT_FOUND', 'api.faq.article-not-found');
    return true;
  },
};
