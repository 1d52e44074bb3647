import { isQuestion, type ApplicationFormField } from '@donut/validation';
import type { StoredAddress, StoredApplicationAnswers } from '../../db/schema';
import type { ApplicationFileRow, ApplicationHistoryRow } from './application-details';
import type { ApplicationCustomerRow, ApplicationRow } from './applications.service';

/** Builds the signed link of a file (applicationFileUrl with the server's address and secret). */
export type FileUrl = (file: ApplicationFileRow) => string;

const isAddress = (value: unknown): value is StoredAddress =>
  typeof value === 'object' && value !== null && 'text' in value;

/** An answer's value as the contract's text: yes/no as "true"/"false", numbers as digits. */
function answerText(value: StoredApplicationAnswers[string] | undefined): string | null {
  if (value === null || value === undefined || isAddress(value)) return null;
  return String(value);
}

/**
 * The answers in the order of the form the application was sent with (its own copy), each with the question as it
 * was asked then. Files are listed apart (`files`); name and phone are the application's own fields.
 */
export function toAnswers(fields: readonly ApplicationFormField[], answers: StoredApplicationAnswers) {
  return fields
    .filter((field) => field.kind !== 'files')
    .map((field) => {
      const value = answers[field.id];
      return {
        field_id: field.id,
        kind: field.kind,
        label: isQuestion(field.kind) ? field.label : '',
        value: answerText(value),
        address: isAddress(value) ? value : null,
      };
    });
}

export const toApplicationFile = (file: ApplicationFileRow, fileUrl: FileUrl) => ({
  id: file.id,
  name: file.name,
  content_type: file.contentType,
  size: file.sizeBytes,
  url: fileUrl(file),
});

const toHistoryEntry = (entry: ApplicationHistoryRow) => ({
  id: entry.id,
  kind: entry.kind,
  status: entry.status,
  text: entry.text,
  author_name: entry.authorName,
  created_at: entry.createdAt.toISOString(),
});

export interface ApplicationDetails {
  customers: Map<string, ApplicationCustomerRow>;
  files: Map<string, ApplicationFileRow[]>;
  history: Map<string, ApplicationHistoryRow[]>;
  fileUrl: FileUrl;
}

/** An application as the owner's GraphQL type `Application` shows it. */
export function toApplication(row: ApplicationRow, details: ApplicationDetails) {
  const customer = details.customers.get(row.customerId);
  return {
    id: row.id,
    number: row.number,
    service_id: row.serviceId,
    service_name: row.serviceName,
    customer: {
      id: row.customerId,
      name: customer?.name ?? null,
      phone: customer?.phone ?? null,
      email: customer?.email ?? null,
      language: customer?.language ?? row.language,
    },
    status: row.status,
    rejection_reason: row.rejectionReason,
    name: String(row.answers.name ?? ''),
    phone: String(row.answers.phone ?? ''),
    answers: toAnswers(row.formFields, row.answers),
    files: (details.files.get(row.id) ?? []).map((file) => toApplicationFile(file, details.fileUrl)),
    channel: row.channel,
    language: row.language,
    history: (details.history.get(row.id) ?? []).map(toHistoryEntry),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An application as its customer's cabinet shows it: no notes, no history, nothing about other people. */
export function toCustomerApplication(
  row: ApplicationRow,
  files: readonly ApplicationFileRow[],
  fileUrl: FileUrl,
) {
  return {
    id: row.id,
    number: row.number,
    service_id: row.serviceId,
    service_name: row.serviceName,
    status: row.status,
    rejection_reason: row.rejectionReason,
    answers: toAnswers(row.formFields, row.answers),
    files: files.map((file) => toApplicationFile(file, fileUrl)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
