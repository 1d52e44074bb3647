import { useQuery } from '@apollo/client/react';
import { GetProductCategoryListDocument } from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';
import { categoryListVariables } from './starter-content-queries';
import { useCrmShowMore } from './use-crm-show-more';

/** The shop's catalogue categories a page at a time. */
export function useCategoryList(projectId: string) {
  const query = useQuery(GetProductCategoryListDocument, { variables: categoryListVariables(projectId) });
  const page = query.data?.product_category_list;
  useRevalidateOnPaymentRequired(query.error);
  // The cache's type policy puts the next page after the ones shown (pagedList of @donut/graphql).
  const more = useCrmShowMore(() => query.fetchMore({ variables: { offset: page?.list.length ?? 0 } }));
  return {
    page: page ?? null,
    isLoading: query.loading && !page,
    hasError: Boolean(query.error) && !page,
    retry: () => query.refetch().catch(() => undefined),
    ...more,
  };
}
