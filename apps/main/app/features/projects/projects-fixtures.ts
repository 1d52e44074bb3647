/* Test data of the projects feature, as the API answers it. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import { GetCurrencyListDocument, GetDirectionListDocument, GetProjectListDocument } from '@donut/graphql';
import { PROJECT_LIST_VARIABLES } from './project-list-query';
import { CURRENCY_LIST_VARIABLES } from './use-project-references';

/** A project as GetProjectList and SaveProject answer it. */
export function project(index: number, change: { name?: string; domain?: string; url?: string } = {}) {
  return {
    __typename: 'Project' as const,
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: change.name ?? `Project ${index}`,
    domain: change.domain ?? `project-${index}`,
    description: null,
    locale: 'en',
    currency_id: null,
    direction_id: null,
    language_id: null,
    timezone: 'Asia/Tbilisi',
    created_at: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
    image_main: change.url
      ? { __typename: 'Image' as const, hash: `h${index}`, name: 'logo.png', size: 1024, url: change.url }
      : null,
    image_galleries: [],
    menu: ['products', 'orders', 'services', 'applications'].map((key) => ({
      __typename: 'MenuElement' as const,
      key,
      is_visible: true,
    })),
    content: { __typename: 'ProjectContent' as const, count_all_notifications: 0 },
  };
}

export type TestProject = ReturnType<typeof project>;

/** GetProjectList answering one page. */
export function projectListMock(
  list: TestProject[],
  meta: { total: number; has_next_page: boolean },
  offset = 0,
): MockLink.MockedResponse {
  return {
    request: { query: GetProjectListDocument, variables: { ...PROJECT_LIST_VARIABLES, offset } },
    result: {
      data: {
        project_list: {
          __typename: 'ProjectList',
          list,
          meta: { __typename: 'ListMeta', count: list.length, ...meta },
        },
      },
    },
  };
}

/** The create form's currencies and directions, answered as often as the form opens. */
export const referenceMocks: MockLink.MockedResponse[] = [
  {
    request: { query: GetCurrencyListDocument, variables: CURRENCY_LIST_VARIABLES },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        currency_list: {
          __typename: 'CurrencyList',
          info: [
            { __typename: 'Currency', id: '1', code: 'GEL', name: 'Georgian lari', symbol: '₾' },
            { __typename: 'Currency', id: '2', code: 'USD', name: 'US dollar', symbol: '$' },
          ],
          meta: { __typename: 'ListMeta', count: 2, has_next_page: false, total: 2 },
        },
      },
    },
  },
  {
    request: { query: GetDirectionListDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        direction_list: [
          { __typename: 'Direction', id: '4', name: 'Beauty salon' },
          { __typename: 'Direction', id: '5', name: 'Restaurant' },
        ],
      },
    },
  },
];

/** A GraphQL error answer as the API sends it. */
export { apiErrorResult } from '../../testing/api-error-result';
