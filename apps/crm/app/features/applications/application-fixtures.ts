/* Apollo mock answers of the applications area's queries. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import {
  GetApplicationCountsDocument,
  GetApplicationListDocument,
  GetServiceListDocument,
} from '@donut/graphql';
import { applicationListVariables, readApplicationListState } from './application-list-state';

export const SERVICE_ID = '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11';

export const testApplication = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Application' as const,
  id,
  number: Number(id.replace(/\D/g, '')) || 1,
  service_id: SERVICE_ID,
  service_name: 'Cleaning',
  customer: { __typename: 'ApplicationCustomer' as const, id: 'c1', name: 'Nino', phone: '+995555123456' },
  status: 'new',
  name: 'Nino',
  phone: '+995555123456',
  channel: 'web',
  created_at: '2026-11-24T09:30:00.000Z',
  updated_at: '2026-11-24T09:30:00.000Z',
  ...overrides,
});

/** GetApplicationList's answer holding `applications`, all of them. */
export const applicationListResult = (applications: ReturnType<typeof testApplication>[]) => ({
  data: {
    application_list: {
      __typename: 'ApplicationList',
      list: applications,
      meta: {
        __typename: 'ListMeta',
        count: applications.length,
        has_next_page: false,
        total: applications.length,
      },
    },
  },
});

/** GetApplicationList for the inbox at `query` (an address's query). */
export function applicationListMock(
  query: string,
  applications: ReturnType<typeof testApplication>[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: GetApplicationListDocument,
      variables: applicationListVariables(
        '42',
        readApplicationListState(new URLSearchParams(query)),
        'Asia/Tbilisi',
      ),
    },
    result: applicationListResult(applications),
    ...extra,
  };
}

export const countsMock = (
  fresh: number,
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: GetApplicationCountsDocument, variables: { project_id: '42' } },
  result: {
    data: {
      application_counts: {
        __typename: 'ApplicationCounts',
        new: fresh,
        in_progress: 0,
        done: 0,
        rejected: 0,
      },
    },
  },
  ...extra,
});

/** The services the filter offers. */
export const serviceChoicesMock: MockLink.MockedResponse = {
  request: {
    query: GetServiceListDocument,
    variables: { project_id: '42', sort: { field: 'name', direction: 'asc' }, limit: 100, offset: 0 },
  },
  result: {
    data: {
      service_list: {
        __typename: 'ProjectServiceList',
        list: [
          {
            __typename: 'ProjectService',
            id: SERVICE_ID,
            name: 'Cleaning',
            description: null,
            translations: [],
            category_id: null,
            photos: [],
            price_minor: 4000,
            price_is_from: false,
            discount_price_minor: null,
            duration_minutes: 60,
            is_visible: true,
            takes_applications: true,
            bookable_online: false,
            form: { __typename: 'ApplicationForm', version: 1, fields: [] },
            created_at: '2026-11-20T10:00:00.000Z',
            updated_at: '2026-11-20T10:00:00.000Z',
          },
        ],
        meta: { __typename: 'ListMeta', count: 1, has_next_page: false, total: 1 },
      },
    },
  },
};
