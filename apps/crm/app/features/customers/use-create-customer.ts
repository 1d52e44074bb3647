import { useMutation } from '@apollo/client/react';
import { CreateCustomerDocument, type CustomerFieldsFragment, type CustomerInput } from '@donut/graphql';
import { forgetCustomerLists } from './customer-cache';

/** CreateCustomer: the new customer, after which the lists load again to show it where it belongs. */
export function useCreateCustomer(projectId: string) {
  const [create] = useMutation(CreateCustomerDocument, { update: (cache) => forgetCustomerLists(cache) });
  return async (input: CustomerInput): Promise<CustomerFieldsFragment> => {
    const { data } = await create({ variables: { project_id: projectId, input } });
    if (!data) throw new Error('CreateCustomer answered without data');
    return data.create_customer;
  };
}
