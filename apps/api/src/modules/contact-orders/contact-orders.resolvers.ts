import type { MutationResolvers } from '@donut/graphql';
import { contactOrderSchema, validateWith } from '@donut/validation';
import type { GraphqlContext } from '../../core/request-context';
import { DomainError, invalidInput } from '../../core/domain-error';

export const contactOrderMutations: MutationResolvers<GraphqlContext> = {
  /** Open to visitors and owners alike; an owner's question is stored with their account. */
  make_contact_order: async (_, args, context) => {
    const result = validateWith(contactOrderSchema, args);
    if (!result.ok) throw invalidInput(result.errors);
    // Only valid questions use up the allowance: a visitor fixing a typo is not punished for it.
    if (!(await context.contactOrders.admit(context.ip))) {
      throw new DomainError('RATE_LIMITED', 'api.contact-order.rate-limited');
    }
    const principal = await context.principal();
    await context.contactOrders.make({
      ...result.value,
      locale: context.locale,
      clientId: principal?.clientId ?? null,
    });
    return true;
  },
};
