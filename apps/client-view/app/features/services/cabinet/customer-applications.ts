import {
  GetCustomerApplicationDocument,
  GetCustomerApplicationListDocument,
  type GetCustomerApplicationListQuery,
  type GetCustomerApplicationQuery,
} from '@donut/graphql';
import { customerOperation } from '../../../shared/customer-session/customer-session';

export type CustomerApplicationPage = GetCustomerApplicationListQuery['customer_application_list'];
export type CustomerApplicationItem = CustomerApplicationPage['list'][number];
export type CustomerApplicationDetail = GetCustomerApplicationQuery['customer_application'];

/** Applications a page of the cabinet's list holds ("Show more" fetches the next). */
export const APPLICATIONS_PAGE_SIZE = 10;

async function run<T, V extends Record<string, unknown>>(
  document: Parameters<typeof customerOperation<T, V>>[0],
  variables: V,
): Promise<T> {
  const result = await customerOperation(document, variables);
  if (!result.ok) throw new Error(result.error.message ?? result.error.code ?? 'The call failed');
  return result.data;
}

/** A page of the signed-in client's applications, newest first. */
export const loadApplicationPage = (offset: number) =>
  run(GetCustomerApplicationListDocument, { limit: APPLICATIONS_PAGE_SIZE, offset }).then(
    (data) => data.customer_application_list,
  );

/** One of the client's applications with its answers and files (their links last 10 minutes). */
export const loadApplication = (id: string) =>
  run(GetCustomerApplicationDocument, { id }).then((data) => data.customer_application);
