import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import {
  AddCustomerNoteDocument,
  DeleteCustomerNoteDocument,
  GetCustomerEventListDocument,
  type CustomerEventFieldsFragment,
  type GetCustomerEventListQuery,
} from '@donut/graphql';
import { useShowMore } from '@donut/ui';
import { usePaymentRequiredCheck, useRevalidateOnPaymentRequired } from '../../shared/payment-required';

/** Timeline entries a "Show more" adds. */
export const CUSTOMER_EVENTS_PAGE_SIZE = 20;

type EventPage = GetCustomerEventListQuery['customer_event_list'];

export const customerEventsVariables = (projectId: string, customerId: string) => ({
  project_id: projectId,
  customer_id: customerId,
  limit: CUSTOMER_EVENTS_PAGE_SIZE,
  offset: 0,
});

/**
 * Rewrites the shown pages of a timeline (all of them: written at offset 0, `pagedList` takes them as the whole
 * list), so a note added or deleted shows at once without loading the timeline again.
 */
function updateEvents(
  cache: ApolloCache,
  variables: ReturnType<typeof customerEventsVariables>,
  change: (page: EventPage) => EventPage,
) {
  cache.updateQuery({ query: GetCustomerEventListDocument, variables }, (data) =>
    data ? { customer_event_list: change(data.customer_event_list) } : data,
  );
}

/** A customer's timeline, newest first, a page at a time; notes are added to it and deleted from it. */
export function useCustomerEvents(projectId: string, customerId: string) {
  const variables = customerEventsVariables(projectId, customerId);
  const query = useQuery(GetCustomerEventListDocument, { variables });
  useRevalidateOnPaymentRequired(query.error);
  const page = query.data?.customer_event_list ?? null;
  const more = useShowMore(() => query.fetchMore({ variables: { offset: page?.list.length ?? 0 } }), {
    isHandledElsewhere: usePaymentRequiredCheck(),
  });
  const [add] = useMutation(AddCustomerNoteDocument);
  const [remove] = useMutation(DeleteCustomerNoteDocument);

  async function addNote(text: string): Promise<CustomerEventFieldsFragment> {
    const { data } = await add({
      variables: { project_id: projectId, customer_id: customerId, text },
      update(cache, { data: answer }) {
        if (!answer) return;
        updateEvents(cache, variables, (events) => ({
          ...events,
          list: [answer.add_customer_note, ...events.list],
          meta: { ...events.meta, count: events.meta.count + 1, total: events.meta.total + 1 },
        }));
      },
    });
    if (!data) throw new Error('AddCustomerNote answered without data');
    return data.add_customer_note;
  }

  async function deleteNote(id: string): Promise<void> {
    await remove({
      variables: { project_id: projectId, id },
      update(cache) {
        updateEvents(cache, variables, (events) => ({
          ...events,
          list: events.list.filter((event) => event.id !== id),
          meta: {
            ...events.meta,
            count: Math.max(0, events.meta.count - 1),
            total: Math.max(0, events.meta.total - 1),
          },
        }));
      },
    });
  }

  return {
    page,
    isLoading: query.loading && !page,
    hasError: Boolean(query.error) && !page,
    retry: () => query.refetch().catch(() => undefined),
    addNote,
    deleteNote,
    ...more,
  };
}
