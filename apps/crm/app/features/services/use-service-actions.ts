import { useMutation } from '@apollo/client/react';
import {
  CreateServiceDocument,
  DeleteServiceDocument,
  ReorderServicesDocument,
  SetServicesVisibilityDocument,
  UpdateServiceDocument,
  type ServiceFieldsFragment,
  type ServiceInput,
} from '@donut/graphql';
import { forgetServiceLists } from './service-cache';

function answered<T>(value: T | null | undefined, operation: string): T {
  if (value === null || value === undefined) throw new Error(`${operation} answered without data`);
  return value;
}

/** A service's save: the input and the photos picked to upload (the Apollo client sends them as one multipart request). */
export interface ServiceSave {
  input: ServiceInput;
  photoUploads: File[];
}

/** What the CRM does with the project's services; each change drops the lists, which load again where shown. */
export function useServiceActions(projectId: string) {
  const options = { update: forgetServiceLists };
  const [create] = useMutation(CreateServiceDocument, options);
  const [update] = useMutation(UpdateServiceDocument, options);
  const [remove] = useMutation(DeleteServiceDocument, options);
  const [reorder] = useMutation(ReorderServicesDocument, options);
  const [setVisibility] = useMutation(SetServicesVisibilityDocument, options);
  const uploads = (files: File[]) => (files.length ? { photo_uploads: files } : {});

  return {
    async create({ input, photoUploads }: ServiceSave): Promise<ServiceFieldsFragment> {
      const { data } = await create({
        variables: { project_id: projectId, input, ...uploads(photoUploads) },
      });
      return answered(data?.create_service, 'CreateService');
    },
    async update(id: string, { input, photoUploads }: ServiceSave): Promise<ServiceFieldsFragment> {
      const { data } = await update({
        variables: { project_id: projectId, id, input, ...uploads(photoUploads) },
      });
      return answered(data?.update_service, 'UpdateService');
    },
    async remove(id: string): Promise<void> {
      await remove({ variables: { project_id: projectId, id } });
    },
    /** Puts these services in this order, in the places they held among themselves. */
    async reorder(ids: string[]): Promise<void> {
      await reorder({ variables: { project_id: projectId, ids } });
    },
    async setVisible(ids: string[], isVisible: boolean): Promise<number> {
      const { data } = await setVisibility({
        variables: { project_id: projectId, ids, is_visible: isVisible },
      });
      return answered(data?.set_services_visibility, 'SetServicesVisibility');
    },
  };
}
