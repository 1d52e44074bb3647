import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApplicationForm } from '@donut/validation';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import {
  applicationFiles,
  applicationHistory,
  customerEvents,
  serviceApplications,
  type StoredApplicationAnswers,
} from '../../db/schema';
import { DomainError } from '../../core/domain-error';
import type { FileStorage } from '../files/file-storage';
import { assertWithinPlanLimit, lockPlanUsage } from '../billing/plan-limits';
import { recordDomainEvent } from '../events/record-event';
import { applicationCustomer, type ApplicationSender } from './application-customer';
import { applicationFileKey } from './application-file-storage';
import { lockProjectApplications, nextApplicationNumber } from './application-numbering';
import type { ReadApplicationFile } from './application-uploads';

export interface NewApplication {
  project: { id: string; clientId: string; locale: string | null };
  service: { id: string; name: string; form: ApplicationForm };
  sender: ApplicationSender;
  answers: StoredApplicationAnswers;
  files: readonly ReadApplicationFile[];
  language: string;
  idempotencyKey: string;
}

export interface ApplicationReceipt {
  id: string;
  number: number;
  status: 'new' | 'in_progress' | 'done' | 'rejected';
  customerId: string;
}

/** The application already stored under this idempotency key, if any. */
export async function storedReceipt(
  db: Db,
  projectId: string,
  idempotencyKey: string,
): Promise<ApplicationReceipt | null> {
  const [row] = await db
    .select({
      id: serviceApplications.id,
      number: serviceApplications.number,
      status: serviceApplications.status,
      customerId: serviceApplications.customerId,
    })
    .from(serviceApplications)
    .where(
      and(
        eq(serviceApplications.projectId, projectId),
        eq(serviceApplications.idempotencyKey, idempotencyKey),
      ),
    );
  return row ?? null;
}

/** A send repeated while the first was being stored: the first one's receipt is the answer. */
class AlreadyStored extends Error {
  constructor(readonly receipt: ApplicationReceipt) {
    super('already stored');
  }
}

interface StoredFile {
  id: string;
  key: string;
  file: ReadApplicationFile;
}

/** Writes the files first, each under a name of its own: only the rows written next make them reachable. */
async function writeFiles(storage: FileStorage, projectId: string, files: readonly ReadApplicationFile[]) {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const id = randomUUID();
      const key = applicationFileKey(projectId, id, file.extension);
      await storage.write(key, file.content);
      stored.push({ id, key, file });
    }
  } catch (error) {
    await removeFiles(storage, stored);
    throw error;
  }
  return stored;
}

async function removeFiles(storage: FileStorage, stored: readonly StoredFile[]) {
  await Promise.all(stored.map((item) => storage.remove(item.key)));
}

/** The rows of a new application, its files, history, the customer's timeline and the outbox event, at once. */
async function insertApplication(
  tx: Db,
  application: NewApplication,
  files: readonly StoredFile[],
  locale: Locale,
) {
  const { project, service, sender } = application;
  await lockProjectApplications(tx, project.id);
  const earlier = await storedReceipt(tx, project.id, application.idempotencyKey);
  if (earlier) throw new AlreadyStored(earlier);
  const bytes = files.reduce((sum, item) => sum + item.file.size, 0);
  if (bytes > 0) {
    await lockPlanUsage(tx, project.clientId);
    await assertWithinPlanLimit(tx, project.clientId, 'storage', bytes, locale).catch((error: unknown) => {
      // The sender is not the one who can change the plan: they are told the business cannot take files now.
      if (error instanceof DomainError && error.code === 'PLAN_LIMIT_REACHED')
        throw new DomainError('PLAN_LIMIT_REACHED', 'api.applications.storage-full');
      throw error;
    });
  }
  const customer = await applicationCustomer(tx, project, sender);
  if (!customer) throw new DomainError('UNAUTHENTICATED', 'api.auth.unauthenticated');
  const number = await nextApplicationNumber(tx, project.id);
  const [row] = await tx
    .insert(serviceApplications)
    .values({
      projectId: project.id,
      number,
      serviceId: service.id,
      serviceName: service.name,
      customerId: customer.id,
      formVersion: service.form.version,
      formFields: service.form.fields,
      answers: application.answers,
      language: application.language,
      channel: sender.channel,
      idempotencyKey: application.idempotencyKey,
    })
    .returning();
  if (files.length)
    await tx.insert(applicationFiles).values(
      files.map((item) => ({
        projectId: project.id,
        id: item.id,
        applicationId: row.id,
        fieldId: 'files',
        name: item.file.name,
        contentType: item.file.type,
        sizeBytes: item.file.size,
        storageKey: item.key,
      })),
    );
  await tx
    .insert(applicationHistory)
    .values({ projectId: project.id, applicationId: row.id, kind: 'created', status: 'new' });
  await tx.insert(customerEvents).values({
    projectId: project.id,
    customerId: customer.id,
    kind: 'application',
    text: service.name,
    data: { applicationId: row.id, number },
  });
  await recordDomainEvent(tx, {
    projectId: project.id,
    kind: 'application.received',
    subjectId: row.id,
    payload: {
      applicationId: row.id,
      number,
      serviceName: service.name,
      customerId: customer.id,
      customerName: customer.name ?? sender.name,
    },
  });
  return { id: row.id, number, status: row.status, customerId: customer.id };
}

/**
 * Stores an application: its files first (private storage), then every row in one transaction. If anything fails
 * the files written are removed, so a refusal leaves neither rows nor files; a send repeated with the same key
 * answers the first one's receipt and keeps nothing of its own.
 */
export async function storeApplication(
  deps: { db: Db; privateFiles: FileStorage; locale: Locale },
  application: NewApplication,
): Promise<ApplicationReceipt> {
  const files = await writeFiles(deps.privateFiles, application.project.id, application.files);
  try {
    return await deps.db.transaction((tx) => insertApplication(tx, application, files, deps.locale));
  } catch (error) {
    await removeFiles(deps.privateFiles, files);
    if (error instanceof AlreadyStored) return error.receipt;
    throw error;
  }
}
