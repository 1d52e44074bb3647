import { applicationSchema, validateWith, type ApplicationForm, type ChosenFile } from '@donut/validation';
import type { ApplicationInput } from '@donut/graphql';
import type { StoredApplicationAnswers } from '../../db/schema';
import { invalidInput } from '../../core/domain-error';

/** The business's current day (YYYY-MM-DD) in its time zone: a desired date before it is refused. */
export function businessToday(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * What the shared schema checks, shaped as the client view's form holds it: the contact fields by name, the
 * custom questions by their id (answers of questions the form does not have are dropped), the files as chosen.
 */
function answersToCheck(form: ApplicationForm, input: ApplicationInput, files: readonly ChosenFile[]) {
  const given = new Map((input.answers ?? []).map((answer) => [answer.field_id, answer.value ?? null]));
  const questions = Object.fromEntries(
    form.fields.filter((field) => given.has(field.id)).map((field) => [field.id, given.get(field.id)]),
  );
  return {
    ...questions,
    name: input.name,
    phone: input.phone,
    email: input.email,
    comment: input.comment,
    desired_date: input.desired_date,
    people: input.people,
    address: input.address ?? null,
    files: [...files],
  };
}

/**
 * The answers checked by the one schema the browser runs too (`applicationSchema`), every error at once under
 * the form's paths (`phone`, `q_abc`, `address`, `files`...), and the answers as stored: cast by the schema,
 * only the fields the form asks for, files apart (they are rows of their own).
 */
export function checkedAnswers(
  form: ApplicationForm,
  input: ApplicationInput,
  files: readonly ChosenFile[],
  today: string,
): StoredApplicationAnswers {
  const result = validateWith(applicationSchema(form, { today }), answersToCheck(form, input, files));
  if (!result.ok) throw invalidInput(result.errors);
  const { files: _files, ...answers } = result.value as Record<string, unknown>;
  const stored: StoredApplicationAnswers = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value === undefined || value === null || value === '') continue;
    // An optional address left empty is no answer.
    if (key === 'address' && value && !(value as { text?: string }).text) continue;
    stored[key] = value as StoredApplicationAnswers[string];
  }
  return stored;
}
