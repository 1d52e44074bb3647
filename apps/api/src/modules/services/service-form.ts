import { sql, type SQL } from 'drizzle-orm';
import {
  applicationFormFieldsSchema,
  isQuestion,
  validateWith,
  type ApplicationFieldKind,
  type ApplicationForm,
  type ApplicationFormField,
  type MessageDescriptor,
} from '@donut/validation';
import { projectServices } from '../../db/schema';
import { invalidInput } from '../../core/domain-error';

interface FieldTranslationInput {
  language: string;
  label?: string | null;
  options?: readonly string[] | null;
}

/** Errors of the form's schema under the input's own name: `form_fields[2].label`. */
const underFormFields = (errors: Record<string, MessageDescriptor>) =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path ? `form_fields${path.startsWith('[') ? '' : '.'}${path}` : 'form_fields',
      message,
    ]),
  );

/** Translations as stored: by language, those that say nothing left out. */
function translationRecord(kind: ApplicationFieldKind, list: readonly FieldTranslationInput[] | undefined) {
  const record: ApplicationFormField['translations'] = {};
  for (const item of list ?? []) {
    const options = kind === 'choice' && item.options?.length ? [...item.options] : undefined;
    if (!item.label && !options) continue;
    record[item.language] = { label: item.label ?? '', ...(options ? { options } : {}) };
  }
  return record;
}

/**
 * `ServiceInput.form_fields` checked by the shared schema (the CRM runs the same one) and shaped as stored: only
 * custom questions keep a wording, only choice questions keep options. Null or absent: the form stays as it is.
 */
export function parseFormFields(input: unknown): ApplicationFormField[] | null {
  const given = (input as { form_fields?: unknown } | null)?.form_fields;
  if (given === null || given === undefined) return null;
  const result = validateWith(applicationFormFieldsSchema, given);
  if (!result.ok) throw invalidInput(underFormFields(result.errors));
  return result.value.map((field) => {
    const kind = field.kind as ApplicationFieldKind;
    return {
      id: field.id,
      kind,
      required: field.required,
      label: isQuestion(kind) ? field.label : '',
      translations: isQuestion(kind) ? translationRecord(kind, field.translations) : {},
      options: kind === 'choice' ? field.options.map(String) : [],
    };
  });
}

/** A new service's form: version 1 with the fields given (none when not given). */
export const newForm = (fields: ApplicationFormField[] | null): ApplicationForm => ({
  version: 1,
  fields: fields ?? [],
});

/**
 * The form's new value for an UPDATE, decided by the database from the row's current form: the version grows only
 * when the fields differ (jsonb compares by meaning), so a save that changes nothing in the form, or two saves at
 * once, never skip or repeat a version.
 */
export function formUpdate(fields: ApplicationFormField[]): SQL {
  const given = JSON.stringify(fields);
  return sql`case when ${projectServices.form} -> 'fields' = ${given}::jsonb then ${projectServices.form}
    else jsonb_build_object('version', (${projectServices.form} ->> 'version')::int + 1, 'fields', ${given}::jsonb) end`;
}
