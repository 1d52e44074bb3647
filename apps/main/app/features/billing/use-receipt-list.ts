import { useQuery } from '@apollo/client/react';
import { GetReceiptListDocument, type GetReceiptListQuery } from '@donut/graphql';
import { useShowMore } from '@donut/ui';

/** A page of receipts: a year of monthly payments fits in one page and the next. */
export const RECEIPTS_PAGE_SIZE = 10;

export type Receipt = GetReceiptListQuery['receipt_list']['list'][number];

/**
 * fetchMore's merge: the next page after those shown. A payment that landed meanwhile shifts the
 * offsets by one, so a receipt already shown may come again; it is kept once.
 */
export function appendReceiptPage(previous: GetReceiptListQuery, { fetchMoreResult }: { fetchMoreResult: GetReceiptListQuery }): GetReceiptListQuery {
  const shown = previous.receipt_list.list;
  const known = new Set(shown.map((receipt) => receipt.id));
  const list = [...shown, ...fetchMoreResult.receipt_list.list.filter((receipt) => !known.has(receipt.id))];
  return { ...previous, receipt_list: { ...fetchMoreResult.receipt_list, list, meta: { ...fetchMoreResult.receipt_list.meta, count: list.length } } };
}

/** The owner's receipts, newest first, a page at a time ("Show more" appends the next page). */
export function useReceiptList() {
  const query = useQuery(GetReceiptListDocument, { variables: { limit: RECEIPTS_PAGE_SIZE, offset: 0 } });
  const page = query.data?.receipt_list ?? null;
  const showMore = useShowMore(async () => {
    if (page) await query.fetchMore({ variables: { offset: page.list.length }, updateQuery: appendReceiptPage });
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
