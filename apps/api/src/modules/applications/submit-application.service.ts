import type { ApplicationInput } from '@donut/graphql';
import { IDEMPOTENCY_KEY_PATTERN, validationMessages } from '@donut/validation';
import type { Locale } from '@donut/i18n';
import { businessClock } from '../../clock';
import type { CustomerPrincipal } from '../../core/principal';
import type { Platform } from '../../core/platform';
import { DomainError, invalidInput } from '../../core/domain-error';
import type { FileStorage } from '../files/file-storage';
import { businessToday, checkedAnswers } from './application-answers';
import { readApplicationUploads } from './application-uploads';
import { findPublicService } from './public-catalogue.service';
import { publicServicesSite } from './public-site';
import { storeApplication, storedReceipt, type ApplicationReceipt } from './store-application';

/** At most 10 applications per IP address in 10 minutes: enough for a family, too few for a flood. */
export const SUBMIT_APPLICATION_LIMIT = { name: 'submit-application', points: 10, durationSeconds: 600 };

export interface SubmitApplicationRequest {
  domain: string;
  serviceId: string;
  formVersion: number;
  input: ApplicationInput;
  files: ReadonlyArray<Promise<unknown>>;
  idempotencyKey: string;
  /** The signed-in customer, if any: theirs only when their session is of this site's project. */
  customer: CustomerPrincipal | null;
  ip: string;
  /** The language the sender reads the site in. */
  language: string;
}

type Deps = Pick<Platform, 'db' | 'limiters'> & { privateFiles: FileStorage; locale: Locale };

/**
 * SubmitApplication: checks in order — the published site, a repeated send (answered with the first receipt),
 * a visible service that takes applications, the form's version, the answers and files by the shared schema,
 * the per-IP allowance — and only then stores anything (storeApplication: files, then rows, all or nothing).
 */
export async function submitApplication(deps: Deps, request: SubmitApplicationRequest) {
  if (!IDEMPOTENCY_KEY_PATTERN.test(request.idempotencyKey))
    throw invalidInput({ idempotency_key: validationMessages.invalid });
  const found = await publicServicesSite(deps.db, request.domain, request.language);
  if (!found) throw new DomainError('NOT_FOUND', 'api.customers.site-not-found');
  const { project, language } = found;
  const customer = request.customer?.projectId === project.id ? request.customer : null;
  const receipt = (stored: ApplicationReceipt) => ({
    id: stored.id,
    number: stored.number,
    status: stored.status,
    in_cabinet: customer?.customerId === stored.customerId,
  });
  const earlier = await storedReceipt(deps.db, project.id, request.idempotencyKey);
  if (earlier) return receipt(earlier);

  const service = await findPublicService(deps.db, project.id, request.serviceId);
  if (!service?.takesApplications) throw new DomainError('NOT_FOUND', 'api.applications.service-unavailable');
  if (request.formVersion !== service.form.version)
    throw invalidInput({ form_version: validationMessages.formChanged });
  // Files only for a form that asks for them; others are never read.
  const takesFiles = service.form.fields.some((field) => field.kind === 'files');
  const files = takesFiles ? await readApplicationUploads(request.files) : [];
  const today = businessToday(project.timezone, businessClock.now());
  const answers = checkedAnswers(service.form, request.input, files, today);

  // Only sends that would be stored use up the allowance: fixing a typo is not punished.
  const admission = await deps.limiters.take(SUBMIT_APPLICATION_LIMIT, request.ip);
  if (!admission.allowed)
    throw new DomainError('RATE_LIMITED', 'api.applications.rate-limited', {
      seconds: admission.retryAfterSeconds,
    });

  const stored = await storeApplication(deps, {
    project,
    service,
    sender: {
      customerId: customer?.customerId ?? null,
      name: String(answers.name),
      phone: String(answers.phone),
      email: typeof answers.email === 'string' ? answers.email : null,
      language,
      channel: customer?.inMiniApp ? 'telegram' : 'web',
    },
    answers,
    files,
    language,
    idempotencyKey: request.idempotencyKey,
  });
  return receipt(stored);
}
