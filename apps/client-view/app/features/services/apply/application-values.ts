import type { ApplicationInput } from '@donut/graphql';
import type { ApplicationAnswers, ApplicationForm } from '@donut/validation';
import type { PublicApplicationForm } from '../load-services';

/** The address as typed: its text and the point's coordinates (ADR 0028: typed or taken from the device). */
export interface AddressValues {
  text: string;
  latitude: string;
  longitude: string;
}

/**
 * The form's values as the fields hold them: text for text fields (a number or a yes/no too, as the select and
 * the inputs give them), the chosen files, custom questions by their id (`q_…`).
 */
export interface ApplicationValues {
  name: string;
  phone: string;
  email: string;
  comment: string;
  desired_date: string;
  people: string;
  address: AddressValues;
  files: File[];
  [questionId: string]: string | File[] | AddressValues;
}

export const EMPTY_ADDRESS: AddressValues = { text: '', latitude: '', longitude: '' };

/** What the client's profile fills in, when they are signed in. */
export interface ApplicationPrefill {
  name: string | null;
  phone: string | null;
  email: string | null;
}

/** The public form as the shared schema reads it: the labels came localized already. */
export function schemaForm(form: PublicApplicationForm): ApplicationForm {
  return {
    version: form.version,
    fields: form.fields.map((field) => ({
      id: field.id,
      kind: field.kind,
      required: field.required,
      label: field.label,
      options: field.options,
      translations: {},
    })),
  };
}

const isAnswerFor = (form: PublicApplicationForm, id: string, value: unknown) => {
  const field = form.fields.find((one) => one.id === id);
  if (!field || typeof value !== 'string') return false;
  if (field.kind === 'choice') return value === '' || field.options.includes(value);
  if (field.kind === 'yes_no') return value === '' || value === 'true' || value === 'false';
  return field.kind === 'text';
};

/**
 * Empty values for `form`, with `kept` carried over where they still fit it: after the owner changed the form
 * (`validation.formChanged`), the answers to questions that remain stay, those to removed questions or to
 * options that went do not.
 */
export function applicationValues(
  form: PublicApplicationForm,
  kept: Partial<ApplicationValues> = {},
): ApplicationValues {
  const values: ApplicationValues = {
    name: '',
    phone: '',
    email: '',
    comment: '',
    desired_date: '',
    people: '',
    address: EMPTY_ADDRESS,
    files: [],
  };
  for (const field of form.fields) if (field.id.startsWith('q_')) values[field.id] = '';
  for (const [key, value] of Object.entries(kept)) {
    if (value === undefined) continue;
    if (key.startsWith('q_')) {
      if (isAnswerFor(form, key, value)) values[key] = value;
    } else values[key] = value;
  }
  return values;
}

/** Values prefilled from the signed-in client's profile, where the fields are still empty. */
export function prefilled(values: ApplicationValues, profile: ApplicationPrefill): ApplicationValues {
  return {
    ...values,
    name: values.name || profile.name || '',
    phone: values.phone || profile.phone || '',
    email: values.email || profile.email || '',
  };
}

const numberOrNull = (text: string) => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : Number.NaN;
};

/** The answers in the shape the shared schema checks (`applicationSchema`), for the fields the form asks. */
export function toAnswers(form: PublicApplicationForm, values: ApplicationValues): ApplicationAnswers {
  const answers: ApplicationAnswers = { name: values.name, phone: values.phone };
  for (const field of form.fields) {
    const value = values[field.id];
    switch (field.kind) {
      case 'address': {
        const { text, latitude, longitude } = values.address;
        answers.address =
          text.trim() || latitude.trim() || longitude.trim()
            ? { text, latitude: numberOrNull(latitude), longitude: numberOrNull(longitude) }
            : null;
        break;
      }
      case 'files':
        answers.files = values.files;
        break;
      case 'people':
        answers.people = values.people.trim() === '' ? null : (values.people as unknown as number);
        break;
      case 'yes_no':
        answers[field.id] = value === 'true' ? true : value === 'false' ? false : null;
        break;
      default:
        answers[field.id] = value;
    }
  }
  return answers;
}

/** SubmitApplication's input and files, from the answers as the schema cast them. */
export function toSubmission(
  form: PublicApplicationForm,
  cast: ApplicationAnswers,
): { input: ApplicationInput; files: File[] } {
  const has = (kind: string) => form.fields.some((field) => field.kind === kind);
  const questions = form.fields.filter((field) => ['text', 'choice', 'yes_no'].includes(field.kind));
  const input: ApplicationInput = {
    name: cast.name,
    phone: cast.phone,
    email: has('email') ? (cast.email ?? null) : null,
    comment: has('comment') ? (cast.comment ?? null) : null,
    desired_date: has('desired_date') ? (cast.desired_date ?? null) : null,
    people: has('people') ? (cast.people ?? null) : null,
    address: has('address') && cast.address?.text ? cast.address : null,
    answers: questions.map((field) => {
      const value = cast[field.id];
      return {
        field_id: field.id,
        value: value === null || value === undefined || value === '' ? null : String(value),
      };
    }),
  };
  return { input, files: has('files') ? ((cast.files ?? []) as File[]) : [] };
}
