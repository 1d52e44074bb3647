import { array, boolean, number, object, type AnySchema } from 'yup';
import { validationMessages, withValues, type MessageDescriptor } from '../messages';
import { formSchema } from './form';
import { emailSchema } from './email';
import { phoneSchema } from './phone';
import { SITE_LANGUAGES } from './site';
import { requiredString, textSchema } from './text';
import type { ChosenFile } from './picture-file';

/*
 * The application form of a service (issue 16): the owner picks the fields, end clients fill them in. One
 * definition builds the yup schema that the client view runs in the browser and the API runs again on the
 * server, so both refuse the same answers with the same messages.
 *
 * Name and phone are always asked and always required; they are not part of the definition. Every other field
 * appears at most once, except custom questions (`text`, `choice`, `yes_no`), of which a form has a few.
 */

/** Fields the owner can add besides name and phone; `text`, `choice` and `yes_no` are custom questions. */
export const APPLICATION_FIELD_KINDS = [
  'email',
  'comment',
  'desired_date',
  'people',
  'address',
  'files',
  'text',
  'choice',
  'yes_no',
] as const;
export type ApplicationFieldKind = (typeof APPLICATION_FIELD_KINDS)[number];

export const QUESTION_KINDS: readonly ApplicationFieldKind[] = ['text', 'choice', 'yes_no'];
export const isQuestion = (kind: ApplicationFieldKind) => QUESTION_KINDS.includes(kind);

export const APPLICATION_FORM_MAX_FIELDS = 20;
export const APPLICATION_QUESTION_MAX_LENGTH = 200;
export const APPLICATION_CHOICE_MAX_OPTIONS = 20;
export const APPLICATION_OPTION_MAX_LENGTH = 100;
export const APPLICATION_NAME_MAX_LENGTH = 100;
export const APPLICATION_COMMENT_MAX_LENGTH = 2000;
export const APPLICATION_TEXT_ANSWER_MAX_LENGTH = 1000;
export const APPLICATION_ADDRESS_MAX_LENGTH = 300;
export const APPLICATION_PEOPLE_MAX = 1000;
/** A files field takes up to 5 files of 10 MB each: documents, pictures and scans. */
export const APPLICATION_FILES_MAX = 5;
export const APPLICATION_FILE_MAX_MB = 10;
const APPLICATION_FILE_MAX_BYTES = APPLICATION_FILE_MAX_MB * 1024 * 1024;

/** Extensions and the browser types that go with them; the API checks the content again. */
export const APPLICATION_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
  heic: ['image/heic', 'image/heif', ''],
  txt: ['text/plain'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

/** A file input's filter for an application's files. */
export const APPLICATION_FILE_ACCEPT = Object.keys(APPLICATION_FILE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** Why a chosen file cannot be attached to an application, or null when it can. */
export function applicationFileError(file: ChosenFile): MessageDescriptor | null {
  const types = APPLICATION_FILE_TYPES[extensionOf(file.name)];
  // Browsers leave the type empty for kinds they do not know (HEIC on most desktops); the name decides then.
  if (!types || (file.type !== '' && !types.includes(file.type))) return validationMessages.fileType;
  if (file.size > APPLICATION_FILE_MAX_BYTES)
    return withValues(validationMessages.fileSize, { size: APPLICATION_FILE_MAX_MB });
  return null;
}

/** A field of the form as the owner defined it. */
export interface ApplicationFormField {
  /**
   * Stable within the service: the kind for the one-per-form fields (`email`, `files`...), `q_` and a short
   * random suffix for custom questions. Answers are keyed by it.
   */
  id: string;
  kind: ApplicationFieldKind;
  required: boolean;
  /** A custom question's wording in the catalogue's main language; empty for the other kinds. */
  label: string;
  /** The wording in the site's other languages, by language code. */
  translations: Record<string, { label: string; options?: string[] }>;
  /** A choice question's options, in the main language. */
  options: string[];
}

/**
 * A service's form. `version` grows with every change the owner saves, so an application sent against an
 * older form is refused with `validationMessages.formChanged` instead of being stored with answers that no
 * longer match the questions.
 */
export interface ApplicationForm {
  version: number;
  fields: ApplicationFormField[];
}

export const EMPTY_APPLICATION_FORM: ApplicationForm = { version: 1, fields: [] };

const maxChars = (length: number) => withValues(validationMessages.max, { length, items: 'characters' });
const QUESTION_ID = /^q_[a-z0-9]{1,16}$/;

const fieldDefinition = object({
  id: textSchema().required(validationMessages.required),
  kind: textSchema()
    .required(validationMessages.required)
    .oneOf([...APPLICATION_FIELD_KINDS], validationMessages.invalid),
  required: boolean().default(false),
  label: textSchema()
    .trim()
    .default('')
    .max(APPLICATION_QUESTION_MAX_LENGTH, maxChars(APPLICATION_QUESTION_MAX_LENGTH))
    .when('kind', {
      is: (kind: ApplicationFieldKind) => isQuestion(kind),
      then: (schema) => schema.required(validationMessages.required),
    }),
  options: array(requiredString.max(APPLICATION_OPTION_MAX_LENGTH, maxChars(APPLICATION_OPTION_MAX_LENGTH)))
    .default([])
    .max(
      APPLICATION_CHOICE_MAX_OPTIONS,
      withValues(validationMessages.max, { length: APPLICATION_CHOICE_MAX_OPTIONS, items: 'items' }),
    )
    .test('unique', validationMessages.optionExists, (list) => {
      const lowered = (list ?? []).map((option) => option?.toLowerCase());
      return new Set(lowered).size === lowered.length;
    })
    .when('kind', {
      is: 'choice',
      then: (schema) => schema.min(2, withValues(validationMessages.min, { length: 2, items: 'items' })),
    }),
  translations: array(
    object({
      language: textSchema()
        .required(validationMessages.required)
        .oneOf([...SITE_LANGUAGES], validationMessages.invalid),
      label: textSchema()
        .trim()
        .default('')
        .max(APPLICATION_QUESTION_MAX_LENGTH, maxChars(APPLICATION_QUESTION_MAX_LENGTH)),
      options: array(
        requiredString.max(APPLICATION_OPTION_MAX_LENGTH, maxChars(APPLICATION_OPTION_MAX_LENGTH)),
      ),
    }),
  )
    .default([])
    .max(
      SITE_LANGUAGES.length,
      withValues(validationMessages.max, { length: SITE_LANGUAGES.length, items: 'items' }),
    ),
});

/**
 * The owner's form definition as saved from the CRM (`ServiceInput.form_fields`): at most 20 fields, each
 * one-per-form kind once, custom questions with their wording, choice questions with 2 to 20 distinct options,
 * and ids that are the kind (one-per-form fields) or `q_…` (questions), unique within the form.
 */
export const applicationFormFieldsSchema = array(fieldDefinition)
  .default([])
  .max(
    APPLICATION_FORM_MAX_FIELDS,
    withValues(validationMessages.max, { length: APPLICATION_FORM_MAX_FIELDS, items: 'items' }),
  )
  .test('ids', validationMessages.invalid, (fields) =>
    (fields ?? []).every((field) =>
      isQuestion(field.kind as ApplicationFieldKind) ? QUESTION_ID.test(field.id) : field.id === field.kind,
    ),
  )
  .test('unique', validationMessages.unique, (fields) => {
    const ids = (fields ?? []).map((field) => field.id);
    return new Set(ids).size === ids.length;
  });

/** The answers' shape the schema checks: contact fields by name, the rest by field id. */
export interface ApplicationAnswers {
  name: string;
  phone: string;
  email?: string | null;
  comment?: string | null;
  /** A calendar day, YYYY-MM-DD. */
  desired_date?: string | null;
  people?: number | null;
  address?: { text: string; latitude: number | null; longitude: number | null } | null;
  /** The chosen files (browser `File`s, or the uploads the API read). */
  files?: ChosenFile[];
  /** Custom questions by field id: text and choice are text, yes/no is a boolean. */
  [questionId: string]: unknown;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const optionalText = (max: number) =>
  textSchema()
    .trim()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .max(max, maxChars(max));

const requiredIf = <S extends AnySchema>(schema: S, required: boolean): AnySchema =>
  required ? schema.nonNullable(validationMessages.required).required(validationMessages.required) : schema;

/** The schema of one field's answer. `today` (YYYY-MM-DD, the business's day) bounds the desired date. */
function answerSchema(field: ApplicationFormField, today: string | undefined): AnySchema {
  switch (field.kind) {
    case 'email':
      return field.required
        ? emailSchema
        : emailSchema
            .optional()
            .nullable()
            .transform((v) => (v === '' ? null : v));
    case 'comment':
      return requiredIf(optionalText(APPLICATION_COMMENT_MAX_LENGTH), field.required);
    case 'text':
      return requiredIf(optionalText(APPLICATION_TEXT_ANSWER_MAX_LENGTH), field.required);
    case 'choice':
      return requiredIf(
        textSchema()
          .nullable()
          .transform((value: unknown) => (value === '' ? null : value))
          .oneOf([...field.options, null], validationMessages.invalid),
        field.required,
      );
    case 'yes_no':
      return requiredIf(boolean().nullable().typeError(validationMessages.invalid), field.required);
    case 'desired_date':
      return requiredIf(
        textSchema()
          .nullable()
          .transform((value: unknown) => (value === '' ? null : value))
          .test('day', validationMessages.invalid, (value) => !value || isCalendarDay(value))
          .test('future', validationMessages.dateInPast, (value) => !value || !today || value >= today),
        field.required,
      );
    case 'people':
      return requiredIf(
        number()
          .transform((value: unknown, original: unknown) =>
            original === '' || original === null || original === undefined ? null : value,
          )
          .nullable()
          .typeError(validationMessages.integer)
          .integer(validationMessages.integer)
          .min(1, validationMessages.positive)
          .max(
            APPLICATION_PEOPLE_MAX,
            withValues(validationMessages.numberMax, { max: APPLICATION_PEOPLE_MAX }),
          ),
        field.required,
      );
    case 'address':
      return object({
        text: field.required
          ? requiredString.max(APPLICATION_ADDRESS_MAX_LENGTH, maxChars(APPLICATION_ADDRESS_MAX_LENGTH))
          : optionalText(APPLICATION_ADDRESS_MAX_LENGTH),
        latitude: number()
          .nullable()
          .min(-90, validationMessages.invalid)
          .max(90, validationMessages.invalid),
        longitude: number()
          .nullable()
          .min(-180, validationMessages.invalid)
          .max(180, validationMessages.invalid),
      })
        .nullable()
        .default(null)
        .test('point', validationMessages.mapPoint, (value) => {
          // spec §5: an address is given with its point on the map.
          if (!value || (!value.text && !field.required)) return true;
          return typeof value.latitude === 'number' && typeof value.longitude === 'number';
        })
        .test('required', validationMessages.required, (value) => !field.required || Boolean(value?.text));
    case 'files':
      return array()
        .default([])
        .max(
          APPLICATION_FILES_MAX,
          withValues(validationMessages.max, { length: APPLICATION_FILES_MAX, items: 'files' }),
        )
        .test('file', validationMessages.fileType, function check(files) {
          for (const file of (files ?? []) as ChosenFile[]) {
            const error = applicationFileError(file);
            if (error) return this.createError({ message: error });
          }
          return true;
        })
        .test(
          'required',
          validationMessages.required,
          (files) => !field.required || (files?.length ?? 0) > 0,
        );
  }
}

export interface ApplicationSchemaOptions {
  /** The business's current day (YYYY-MM-DD): a desired date before it is refused. */
  today?: string;
}

/**
 * The schema of an application for the given form: name and phone always, then each field of the form by its
 * id, required or optional as the owner set it. Unknown keys are dropped when cast (`stripUnknown`).
 * @example applicationSchema(service.form).validate(answers, { abortEarly: false, stripUnknown: true })
 */
export function applicationSchema(form: ApplicationForm, options: ApplicationSchemaOptions = {}) {
  const shape: Record<string, AnySchema> = {
    name: requiredString.max(APPLICATION_NAME_MAX_LENGTH, maxChars(APPLICATION_NAME_MAX_LENGTH)),
    phone: phoneSchema.max(32, maxChars(32)),
  };
  for (const field of form.fields) shape[field.id] = answerSchema(field, options.today);
  return formSchema(shape);
}

/** A question's wording (and a choice's options) in the reader's language, the main language otherwise. */
export function localizedField(field: ApplicationFormField, language: string) {
  const translation = field.translations[language];
  return {
    label: translation?.label || field.label,
    options:
      translation?.options && translation.options.length === field.options.length
        ? translation.options
        : field.options,
  };
}
