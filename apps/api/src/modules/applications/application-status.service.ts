import { and, eq } from 'drizzle-orm';
import { validationMessages, withValues } from '@donut/validation';
import type { Db } from '../../db/database';
import { applicationHistory, serviceApplications, type ApplicationStatus } from '../../db/schema';
import { invalidInput } from '../../core/domain-error';
import { recordDomainEvent } from '../events/record-event';
import { applicationNotFound, type ApplicationRow } from './applications.service';

export const REJECTION_REASON_MAX_LENGTH = 500;
export const APPLICATION_NOTE_MAX_LENGTH = 2000;

const maxChars = (length: number) => withValues(validationMessages.max, { length, items: 'characters' });

/** A reason for `rejected` (required, at most 500 characters); none for the other statuses. */
function checkedReason(status: ApplicationStatus, reason: string | null | undefined): string | null {
  if (status !== 'rejected') return null;
  const text = reason?.trim() ?? '';
  if (!text) throw invalidInput({ reason: validationMessages.required });
  if (text.length > REJECTION_REASON_MAX_LENGTH)
    throw invalidInput({ reason: maxChars(REJECTION_REASON_MAX_LENGTH) });
  return text;
}

/** Locks the application's row for a change, so two owners' changes apply one after the other. */
async function lockApplication(tx: Db, projectId: string, id: string): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(serviceApplications)
    .where(and(eq(serviceApplications.projectId, projectId), eq(serviceApplications.id, id)))
    .for('update');
  if (!row) throw applicationNotFound();
  return row;
}

/**
 * Moves an application to a status, with its history entry and the event that tells the customer, in one
 * transaction. The same status again changes nothing (no entry, no message), unless a rejection's reason changes.
 */
export async function setApplicationStatus(
  db: Db,
  application: Pick<ApplicationRow, 'projectId' | 'id'>,
  change: { status: ApplicationStatus; reason?: string | null; authorClientId: string },
): Promise<void> {
  const reason = checkedReason(change.status, change.reason);
  await db.transaction(async (tx) => {
    const before = await lockApplication(tx, application.projectId, application.id);
    if (before.status === change.status && before.rejectionReason === reason) return;
    await tx
      .update(serviceApplications)
      .set({ status: change.status, rejectionReason: reason, updatedAt: new Date() })
      .where(and(eq(serviceApplications.projectId, before.projectId), eq(serviceApplications.id, before.id)));
    await tx.insert(applicationHistory).values({
      projectId: before.projectId,
      applicationId: before.id,
      kind: 'status',
      status: change.status,
      text: reason,
      authorClientId: change.authorClientId,
    });
    await recordDomainEvent(tx, {
      projectId: before.projectId,
      kind: 'application.status_changed',
      subjectId: before.id,
      payload: {
        status: change.status,
        reason,
        number: before.number,
        serviceName: before.serviceName,
        customerId: before.customerId,
      },
    });
  });
}

/** Adds the owner's note to the application's history. */
export async function addApplicationNote(
  db: Db,
  application: Pick<ApplicationRow, 'projectId' | 'id'>,
  note: { text: string; authorClientId: string },
): Promise<void> {
  const text = note.text.trim();
  if (!text) throw invalidInput({ text: validationMessages.required });
  if (text.length > APPLICATION_NOTE_MAX_LENGTH)
    throw invalidInput({ text: maxChars(APPLICATION_NOTE_MAX_LENGTH) });
  await db.transaction(async (tx) => {
    const row = await lockApplication(tx, application.projectId, application.id);
    await tx.insert(applicationHistory).values({
      projectId: row.projectId,
      applicationId: row.id,
      kind: 'note',
      text,
      authorClientId: note.authorClientId,
    });
    await tx
      .update(serviceApplications)
      .set({ updatedAt: new Date() })
      .where(and(eq(serviceApplications.projectId, row.projectId), eq(serviceApplications.id, row.id)));
  });
}
