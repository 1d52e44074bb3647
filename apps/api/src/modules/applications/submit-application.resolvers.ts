import type { MutationResolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { submitApplication } from './submit-application.service';

// Open to visitors and customers alike: a customer's token ties the application to them.
export const submitApplicationMutations: MutationResolvers<GraphqlContext> = {
  submit_application: async (_, args, context) =>
    submitApplication(context, {
      domain: args.domain,
      serviceId: args.service_id,
      formVersion: args.form_version,
      input: args.input,
      files: args.files ?? [],
      idempotencyKey: args.idempotency_key,
      customer: await context.customer(),
      ip: context.ip,
      language: context.locale,
    }),
};
