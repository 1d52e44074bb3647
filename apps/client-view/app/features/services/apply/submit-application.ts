import { browserPublicEnv } from '@donut/app-shell';
import {
  GetPublicServiceDocument,
  graphqlFetch,
  SubmitApplicationDocument,
  type ApplicationInput,
  type GraphqlResult,
  type SubmitApplicationMutation,
} from '@donut/graphql';
import { selectIsAuthenticated } from '@donut/store';
import { customerSession, pageLocale, siteDomain } from '../../../shared/customer-session/customer-session';
import { currentPageStore } from '../../../shared/customer-session/page-store';
import type { PublicApplicationForm } from '../load-services';

export type ApplicationReceipt = SubmitApplicationMutation['submit_application'];

const endpoint = () => `${browserPublicEnv().apiUrl}/graphql`;

/**
 * A key for one filled form (8 to 64 characters): a retry of the same send gives it again, and the API answers
 * the first receipt instead of storing the application twice. `randomUUID` needs a secure context, which a
 * site on plain http (a local network, the tests' hosts) is not; `getRandomValues` works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ApplicationSubmission {
  serviceId: string;
  formVersion: number;
  input: ApplicationInput;
  files: File[];
  idempotencyKey: string;
}

/**
 * Sends the application, with the files as a multipart request: as the signed-in client when the page has one
 * (it then lands in their cabinet), else as a visitor, whom the API knows by the name and phone.
 */
export async function submitApplication({
  serviceId,
  formVersion,
  input,
  files,
  idempotencyKey,
}: ApplicationSubmission): Promise<GraphqlResult<SubmitApplicationMutation>> {
  const isSignedIn = selectIsAuthenticated(currentPageStore().getState());
  const accessToken = isSignedIn ? await customerSession().getAccessToken() : null;
  return graphqlFetch(
    SubmitApplicationDocument,
    {
      domain: siteDomain(),
      service_id: serviceId,
      form_version: formVersion,
      input,
      files: files.length ? files : null,
      idempotency_key: idempotencyKey,
    },
    { url: endpoint(), accessToken, language: pageLocale() },
  );
}

/** The service's form as it is now (after `validation.formChanged`); null when the service is gone or takes none. */
export async function reloadForm(serviceId: string): Promise<PublicApplicationForm | null> {
  const result = await graphqlFetch(
    GetPublicServiceDocument,
    { domain: siteDomain(), language: pageLocale(), id: serviceId },
    { url: endpoint(), language: pageLocale() },
  );
  return result.ok && result.data.public_service?.takes_applications
    ? (result.data.public_service.form ?? null)
    : null;
}
