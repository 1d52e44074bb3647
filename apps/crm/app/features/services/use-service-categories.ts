import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateServiceCategoryDocument,
  DeleteServiceCategoryDocument,
  GetServiceCategoryListDocument,
  ReorderServiceCategoriesDocument,
  UpdateServiceCategoryDocument,
  type ServiceCategoryFieldsFragment,
  type ServiceCategoryInput,
} from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';
import { forgetServiceLists } from './service-cache';

/** A project has few categories: one request holds them all (the API's page of 100). */
export const categoryListVariables = (projectId: string) => ({
  project_id: projectId,
  limit: 100,
  offset: 0,
});

const inputOf = (category: ServiceCategoryFieldsFragment): ServiceCategoryInput => ({
  name: category.name,
  translations: category.translations.map(({ language, name }) => ({ language, name })),
  is_visible: category.is_visible,
});

/** The project's service categories in the owner's order, and what the page does with them. */
export function useServiceCategories(projectId: string) {
  const query = useQuery(GetServiceCategoryListDocument, { variables: categoryListVariables(projectId) });
  useRevalidateOnPaymentRequired(query.error);
  const options = { update: forgetServiceLists };
  const [create] = useMutation(CreateServiceCategoryDocument, options);
  const [update] = useMutation(UpdateServiceCategoryDocument, options);
  const [remove] = useMutation(DeleteServiceCategoryDocument, options);
  const [reorder] = useMutation(ReorderServiceCategoriesDocument, options);
  const categories = query.data?.service_category_list.list ?? [];

  return {
    categories,
    isLoading: query.loading && !query.data,
    hasError: Boolean(query.error) && !query.data,
    retry: () => query.refetch().catch(() => undefined),
    create: (input: ServiceCategoryInput) => create({ variables: { project_id: projectId, input } }),
    rename: (category: ServiceCategoryFieldsFragment, input: ServiceCategoryInput) =>
      update({ variables: { project_id: projectId, id: category.id, input } }),
    setVisible: (category: ServiceCategoryFieldsFragment, isVisible: boolean) =>
      update({
        variables: {
          project_id: projectId,
          id: category.id,
          input: { ...inputOf(category), is_visible: isVisible },
        },
      }),
    remove: (category: ServiceCategoryFieldsFragment, moveTo: string | null) =>
      remove({ variables: { project_id: projectId, id: category.id, move_services_to: moveTo } }),
    /** Puts the categories in this order. */
    reorder: (ids: string[]) => reorder({ variables: { project_id: projectId, ids } }),
  };
}
