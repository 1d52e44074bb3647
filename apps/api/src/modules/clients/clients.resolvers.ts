import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import { changePasswordSchema, deleteAccountSchema, profileSchema, validateWith } from '@donut/validation';
import type { GraphqlContext } from '../../core/request-context';
import { requireClient } from '../../core/request-context';
import type { Principal } from '../../core/principal';
import { toClient } from './client-view-model';
import { changePassword, deleteClient, disconnectTelegram } from './account.service';
import { changeEmailSchema } from './change-email.schema';
import { cancelEmailChange, requestEmailChange, resendEmailChange } from './email-change.service';
import { findClient } from './clients.service';
import { saveProfile } from './profile.service';
import { DomainError, invalidInput } from '../../core/domain-error';
import { deletingOwnerFiles } from '../applications/application-file-cleanup';

async function currentClient(context: GraphqlContext, principal: Principal) {
  const row = await findClient(context.db, principal.clientId);
  if (!row) throw new DomainError('UNAUTHENTICATED', 'api.auth.unauthenticated');
  return toClient(row, context.uploadUrl, () => context.auth.telegramLinkToken(principal));
}

function parse<T>(
  context: GraphqlContext,
  result: { ok: true; value: T } | { ok: false; errors: Parameters<typeof invalidInput>[0] },
): T {
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

export const clientQueries: QueryResolvers<GraphqlContext> = {
  client: async (_, __, context) => currentClient(context, await requireClient(context)),
};

export const clientMutations: MutationResolvers<GraphqlContext> = {
  update_client_profile: async (_, args, context) => {
    const principal = await requireClient(context);
    const input = parse(context, validateWith(profileSchema, args));
    await saveProfile(context, principal.clientId, input, args.avatar ?? null);
    return currentClient(context, principal);
  },
  change_client_password: async (_, args, context) => {
    const principal = await requireClient(context);
    const input = parse(context, validateWith(changePasswordSchema, args));
    await changePassword(context, principal, input);
    return true;
  },
  delete_client: async (_, args, context) => {
    const { clientId } = await requireClient(context);
    const { password } = parse(context, validateWith(deleteAccountSchema, args));
    await deletingOwnerFiles(context, clientId, () => deleteClient(context, clientId, password));
    return true;
  },
  change_client_email: async (_, args, context) => {
    const { clientId } = await requireClient(context);
    await requestEmailChange(context, clientId, parse(context, validateWith(changeEmailSchema, args)));
    return true;
  },
  resend_client_email_change: async (_, __, context) => {
    await resendEmailChange(context, (await requireClient(context)).clientId);
    return true;
  },
  cancel_client_email_change: async (_, __, context) => {
    await cancelEmailChange(context, (await requireClient(context)).clientId);
    return true;
  },
  disconnect_telegram: async (_, __, context) => {
    await disconnectTelegram(context, (await requireClient(context)).clientId);
    return true;
  },
};
