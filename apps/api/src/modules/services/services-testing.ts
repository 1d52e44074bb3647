/* Test helpers of the service catalogue: its operations, inputs and a multipart save with photos. */
import { print } from 'graphql';
import {
  CreateServiceCategoryDocument,
  CreateServiceDocument,
  DeleteServiceCategoryDocument,
  DeleteServiceDocument,
  GetServiceCategoryListDocument,
  GetServiceDocument,
  GetServiceListDocument,
  ReorderServiceCategoriesDocument,
  ReorderServicesDocument,
  SetServicesVisibilityDocument,
  UpdateServiceCategoryDocument,
  UpdateServiceDocument,
} from '@donut/graphql';
import type { TestApp } from '../../testing/test-app';
import { multipartGraphql, type MultipartFile } from '../../testing/multipart';

export const Q = {
  list: print(GetServiceListDocument),
  one: print(GetServiceDocument),
  categories: print(GetServiceCategoryListDocument),
  create: print(CreateServiceDocument),
  update: print(UpdateServiceDocument),
  remove: print(DeleteServiceDocument),
  reorder: print(ReorderServicesDocument),
  visibility: print(SetServicesVisibilityDocument),
  createCategory: print(CreateServiceCategoryDocument),
  updateCategory: print(UpdateServiceCategoryDocument),
  removeCategory: print(DeleteServiceCategoryDocument),
  reorderCategories: print(ReorderServiceCategoriesDocument),
};

/** A ServiceInput with the given fields over a plain 30-minute service. */
export const serviceInput = (fields: Record<string, unknown> = {}) => ({
  name: 'Beard trim',
  price: '40',
  duration_minutes: 30,
  ...fields,
});

/** CreateService or UpdateService with `photos` as its photo uploads, as the CRM sends it. */
export function savePhotos(
  t: Pick<TestApp, 'app'>,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  photos: MultipartFile[],
) {
  return multipartGraphql(
    t,
    token,
    { query, variables: { ...variables, photo_uploads: photos.map(() => null) } },
    photos.map((photo, index) => [`variables.photo_uploads.${index}`, photo]),
  );
}
