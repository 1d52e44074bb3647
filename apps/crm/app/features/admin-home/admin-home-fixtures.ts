/* Apollo mock answers of the CRM home's queries. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import { GetProductCategoryListDocument, GetWorkingHoursDocument } from '@donut/graphql';
import { CATEGORIES_PAGE_SIZE } from './starter-content-queries';

const meta = (count: number, hasNext: boolean, total: number) => ({
  __typename: 'ListMeta' as const,
  count,
  has_next_page: hasNext,
  total,
});

export function categoriesMock(names: string[]): MockLink.MockedResponse {
  const list = names.map((name, index) => ({
    __typename: 'ProductCategory' as const,
    id: String(index + 1),
    name,
    translations: [],
    is_visible: true,
    product_count: 0,
  }));
  return {
    request: {
      query: GetProductCategoryListDocument,
      variables: { project_id: '42', limit: CATEGORIES_PAGE_SIZE, offset: 0 },
    },
    result: {
      data: {
        product_category_list: {
          __typename: 'ProductCategoryList',
          list,
          meta: meta(list.length, false, list.length),
        },
      },
    },
  };
}

const workday = (weekday: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'WorkingDay' as const,
  weekday,
  is_day_off: false,
  opens_at: '10:00',
  closes_at: '19:00',
  break_starts_at: null as string | null,
  break_ends_at: null as string | null,
  ...extra,
});

/** Monday to Friday 10–19 (Wednesday with a break), the weekend off; sent Sunday first to prove the order. */
export const weekMock: MockLink.MockedResponse = {
  request: { query: GetWorkingHoursDocument, variables: { project_id: '42' } },
  result: {
    data: {
      working_hours: [
        workday(7, { is_day_off: true, opens_at: null, closes_at: null }),
        workday(1),
        workday(2),
        workday(3, { break_starts_at: '13:00', break_ends_at: '14:00' }),
        workday(4),
        workday(5),
        workday(6, { is_day_off: true, opens_at: null, closes_at: null }),
      ],
    },
  },
};
