/* Apollo mock answers of the services area's queries. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import { GetServiceCategoryListDocument, GetServiceListDocument } from '@donut/graphql';
import { readServiceListState, serviceListVariables } from './service-list-state';
import { categoryListVariables } from './use-service-categories';

export { currencyMock, languagesMock } from '../../testing/project-fixtures';

const meta = (count: number, total = count) => ({
  __typename: 'ListMeta' as const,
  count,
  has_next_page: count < total,
  total,
});

export const service = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ProjectService' as const,
  id,
  name: `Service ${id}`,
  description: null as string | null,
  translations: [] as Array<{
    __typename: 'ServiceTranslation';
    language: string;
    name: string;
    description: string | null;
  }>,
  category_id: null as string | null,
  photos: [],
  price_minor: 4000,
  price_is_from: false,
  discount_price_minor: null as number | null,
  duration_minutes: 60,
  is_visible: true,
  takes_applications: true,
  bookable_online: false,
  form: { __typename: 'ApplicationForm' as const, version: 1, fields: [] as unknown[] },
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const category = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ServiceCategory' as const,
  id,
  name,
  translations: [],
  is_visible: true,
  service_count: 0,
  ...overrides,
});

/** GetServiceList for the list at `query` (an address's query, '' for the plain list). */
export function servicesMock(
  services: ReturnType<typeof service>[],
  query = '',
  total = services.length,
): MockLink.MockedResponse {
  return {
    request: {
      query: GetServiceListDocument,
      variables: serviceListVariables('42', readServiceListState(new URLSearchParams(query))),
    },
    result: {
      data: {
        service_list: {
          __typename: 'ProjectServiceList',
          list: services,
          meta: meta(services.length, total),
        },
      },
    },
  };
}

export function categoriesMock(categories: ReturnType<typeof category>[]): MockLink.MockedResponse {
  return {
    request: { query: GetServiceCategoryListDocument, variables: categoryListVariables('42') },
    result: {
      data: {
        service_category_list: {
          __typename: 'ServiceCategoryList',
          list: categories,
          meta: meta(categories.length),
        },
      },
    },
  };
}
