import { useMutation } from '@apollo/client/react';
import {
  CreateProductDocument,
  DeleteProductDocument,
  ReorderProductsDocument,
  SetProductsVisibilityDocument,
  UpdateProductDocument,
  type ProductFieldsFragment,
  type ProductInput,
} from '@donut/graphql';
import { forgetProductLists } from './product-cache';

/** A product's save: the input and the photos picked to upload (sent as one multipart request). */
export interface ProductSave {
  input: ProductInput;
  photoUploads: File[];
}

function answered<T>(value: T | null | undefined, operation: string): T {
  if (value === null || value === undefined) throw new Error(`${operation} answered without data`);
  return value;
}

/** What the CRM does with the project's products; each change drops the lists, which load again where shown. */
export function useProductActions(projectId: string) {
  const update = { update: forgetProductLists };
  const [create] = useMutation(CreateProductDocument, update);
  const [save] = useMutation(UpdateProductDocument, update);
  const [remove] = useMutation(DeleteProductDocument, update);
  const [reorder] = useMutation(ReorderProductsDocument, update);
  const [setVisibility] = useMutation(SetProductsVisibilityDocument, update);
  const project = { project_id: projectId };
  const uploads = (files: File[]) => (files.length ? { photo_uploads: files } : {});

  return {
    async create({ input, photoUploads }: ProductSave): Promise<ProductFieldsFragment> {
      const { data } = await create({ variables: { ...project, input, ...uploads(photoUploads) } });
      return answered(data?.create_product, 'CreateProduct');
    },
    async update(id: string, { input, photoUploads }: ProductSave): Promise<ProductFieldsFragment> {
      const { data } = await save({ variables: { ...project, id, input, ...uploads(photoUploads) } });
      return answered(data?.update_product, 'UpdateProduct');
    },
    async remove(id: string): Promise<void> {
      await remove({ variables: { ...project, id } });
    },
    /** Puts these products in this order, in the places they held among themselves. */
    async reorder(ids: string[]): Promise<void> {
      await reorder({ variables: { ...project, ids } });
    },
    async setVisible(ids: string[], isVisible: boolean): Promise<number> {
      const { data } = await setVisibility({ variables: { ...project, ids, is_visible: isVisible } });
      return answered(data?.set_products_visibility, 'SetProductsVisibility');
    },
  };
}
