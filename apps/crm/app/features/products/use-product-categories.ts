import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateProductCategoryDocument,
  DeleteProductCategoryDocument,
  GetProductCategoryListDocument,
  ReorderProductCategoriesDocument,
  UpdateProductCategoryDocument,
  type ProductCategoryFieldsFragment,
  type ProductCategoryInput,
} from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';
import { forgetProductLists } from './product-cache';

/** A project has few categories: one request holds them all (the API's page of 100). */
export const productCategoryVariables = (projectId: string) => ({
  project_id: projectId,
  limit: 100,
  offset: 0,
});

/** The project's product categories in the owner's order, and what the pages do with them. */
export function useProductCategories(projectId: string) {
  const query = useQuery(GetProductCategoryListDocument, { variables: productCategoryVariables(projectId) });
  useRevalidateOnPaymentRequired(query.error);
  const update = { update: forgetProductLists };
  const [create] = useMutation(CreateProductCategoryDocument, update);
  const [save] = useMutation(UpdateProductCategoryDocument, update);
  const [remove] = useMutation(DeleteProductCategoryDocument, update);
  const [reorder] = useMutation(ReorderProductCategoriesDocument, update);
  const project = { project_id: projectId };

  return {
    categories: query.data?.product_category_list.list ?? [],
    isLoading: query.loading && !query.data,
    hasError: Boolean(query.error) && !query.data,
    retry: () => query.refetch().catch(() => undefined),
    create: (input: ProductCategoryInput) => create({ variables: { ...project, input } }),
    rename: ({ id }: ProductCategoryFieldsFragment, input: ProductCategoryInput) =>
      save({ variables: { ...project, id, input } }),
    /** Shows or hides the category, its name and translations kept. */
    setVisible: ({ id, name, translations }: ProductCategoryFieldsFragment, isVisible: boolean) =>
      save({
        variables: {
          ...project,
          id,
          input: {
            name,
            translations: translations.map((item) => ({ language: item.language, name: item.name })),
            is_visible: isVisible,
          },
        },
      }),
    remove: ({ id }: ProductCategoryFieldsFragment, moveTo: string | null) =>
      remove({ variables: { ...project, id, move_products_to: moveTo } }),
    reorder: (ids: string[]) => reorder({ variables: { ...project, ids } }),
  };
}
