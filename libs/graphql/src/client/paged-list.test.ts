import { InMemoryCache } from '@apollo/client';
import { GetFaqArticleListDocument, GetServiceListDocument } from '../generated/operations';
import { createApolloCache } from './apollo-cache';
import { pagedList } from './paged-list';

const service = (id: number) => ({
  __typename: 'ProjectService' as const,
  id: String(id),
  name: `Service ${id}`,
  description: null,
  translations: [],
  category_id: null,
  photos: [],
  price_minor: 100 * id,
  price_is_from: false,
  discount_price_minor: null,
  duration_minutes: 30,
  is_visible: true,
  takes_applications: true,
  bookable_online: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

function page(ids: number[], { total, hasNext }: { total: number; hasNext: boolean }) {
  return {
    service_list: {
      __typename: 'ProjectServiceList' as const,
      list: ids.map(service),
      meta: { __typename: 'ListMeta' as const, count: ids.length, has_next_page: hasNext, total },
    },
  };
}

/** A cache whose service_list keeps its pages per project, as the apps' does. */
const cacheWithPolicy = () =>
  new InMemoryCache({ typePolicies: { Query: { fields: { service_list: pagedList(['project_id']) } } } });

const write = (cache: InMemoryCache, offset: number, data: ReturnType<typeof page>, projectId = 'p1') =>
  cache.writeQuery({
    query: GetServiceListDocument,
    variables: { project_id: projectId, limit: 2, offset },
    data,
  });
const read = (cache: InMemoryCache, projectId = 'p1') =>
  cache.readQuery({
    query: GetServiceListDocument,
    variables: { project_id: projectId, limit: 2, offset: 0 },
  })?.service_list;
const ids = (list: { list: Array<{ id: string }> } | undefined) => list?.list.map((item) => item.id);

describe('pagedList', () => {
  it('adds the next page after the shown one and counts everything shown', () => {
    const cache = cacheWithPolicy();
    write(cache, 0, page([1, 2], { total: 4, hasNext: true }));
    write(cache, 2, page([3, 4], { total: 4, hasNext: false }));
    expect(ids(read(cache))).toEqual(['1', '2', '3', '4']);
    expect(read(cache)?.meta).toEqual({ __typename: 'ListMeta', count: 4, has_next_page: false, total: 4 });
  });

  it('keeps an item once when an insertion shifted the offsets', () => {
    const cache = cacheWithPolicy();
    write(cache, 0, page([1, 2], { total: 5, hasNext: true }));
    write(cache, 2, page([2, 3], { total: 5, hasNext: true }));
    expect(ids(read(cache))).toEqual(['1', '2', '3']);
    expect(read(cache)?.meta).toMatchObject({ count: 3, total: 5, has_next_page: true });
  });

  it('puts a page after the items before its offset, dropping what followed them', () => {
    const cache = cacheWithPolicy();
    write(cache, 0, page([1, 2], { total: 6, hasNext: true }));
    write(cache, 2, page([3, 4], { total: 6, hasNext: true }));
    write(cache, 2, page([5, 6], { total: 6, hasNext: false }));
    expect(ids(read(cache))).toEqual(['1', '2', '5', '6']);
  });

  it('starts again from a first page (a refetch, a poll, a write of the whole list)', () => {
    const cache = cacheWithPolicy();
    write(cache, 0, page([1, 2], { total: 4, hasNext: true }));
    write(cache, 2, page([3, 4], { total: 4, hasNext: false }));
    write(cache, 0, page([9, 1], { total: 5, hasNext: true }));
    expect(ids(read(cache))).toEqual(['9', '1']);
    expect(read(cache)?.meta).toMatchObject({ count: 2, total: 5, has_next_page: true });
  });

  it('keeps the lists of other key arguments apart, whatever the limit', () => {
    const cache = cacheWithPolicy();
    write(cache, 0, page([1, 2], { total: 3, hasNext: true }), 'p1');
    write(cache, 0, page([7], { total: 1, hasNext: false }), 'p2');
    write(cache, 2, page([3], { total: 3, hasNext: false }), 'p1');
    expect(ids(read(cache, 'p1'))).toEqual(['1', '2', '3']);
    expect(ids(read(cache, 'p2'))).toEqual(['7']);
    // Another page size reads the same list: the limit is not part of the key.
    const wider = cache.readQuery({
      query: GetServiceListDocument,
      variables: { project_id: 'p1', limit: 10, offset: 0 },
    });
    expect(ids(wider?.service_list)).toEqual(['1', '2', '3']);
  });

  it('is the apps’ policy for the lists that show more, keyed by filter (and order)', () => {
    const cache = createApolloCache();
    const article = (id: number) => ({
      __typename: 'FaqArticle' as const,
      id: String(id),
      slug: `a-${id}`,
      title: `Article ${id}`,
      summary: '',
      is_popular: false,
      highlight: null,
      category: { __typename: 'FaqCategory' as const, id: 'c1', slug: 'start', name: 'Start' },
    });
    const articles = (list: number[], total: number) => ({
      faq_article_list: {
        __typename: 'FaqArticleList' as const,
        list: list.map(article),
        meta: {
          __typename: 'ListMeta' as const,
          count: list.length,
          has_next_page: list.length < total,
          total,
        },
      },
    });
    const all = { filter: {}, limit: 2 };
    const search = { filter: { search: 'pay' }, limit: 2 };
    cache.writeQuery({
      query: GetFaqArticleListDocument,
      variables: { ...all, offset: 0 },
      data: articles([1, 2], 3),
    });
    cache.writeQuery({
      query: GetFaqArticleListDocument,
      variables: { ...search, offset: 0 },
      data: articles([5], 1),
    });
    cache.writeQuery({
      query: GetFaqArticleListDocument,
      variables: { ...all, offset: 2 },
      data: articles([3], 3),
    });
    expect(
      ids(
        cache.readQuery({ query: GetFaqArticleListDocument, variables: { ...all, offset: 0 } })
          ?.faq_article_list,
      ),
    ).toEqual(['1', '2', '3']);
    expect(
      ids(
        cache.readQuery({ query: GetFaqArticleListDocument, variables: { ...search, offset: 0 } })
          ?.faq_article_list,
      ),
    ).toEqual(['5']);
  });
});
