import { useQuery } from '@apollo/client/react';
import { GetReceiptListDocument, type GetReceiptListQuery } from '@donut/graphql';
import { useShowMore } from '@donut/ui';

/** A page of receipts: a year of monthly payments fits in one page and the next. */
export const RECEIPTS_PAGE_SIZE = 10;

export type Receipt = GetReceiptListQuery['receipt_list']['list'][number];

/** The owner's receipts, newest first, a page at a time ("Show more" fetches the next page; the cache's pagedList policy appends it). */
export function useReceiptList() {
  const query = useQuery(GetReceiptListDocument, { variables: { limit: RECEIPTS_PAGE_SIZE, offset: 0 } });
  const page = query.data?.receipt_list ?? null;
  const showMore = useShowMore(async () => {
    if (page) await query.fetchMore({ variables: { offset: page.list.length } });
  });

  return {
    page,
    isLoading: query.loading && !page,
    hasError: Boolean(query.error) && !page,
    ...showMore,
    retry: () => {
      query.refetch().catch(() => undefined);
    },
  };
}
