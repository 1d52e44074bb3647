import type { ApplicationFormFieldInput, ServiceEditorFieldsFragment } from '@donut/graphql';
import {
  applicationFormFieldsSchema,
  validateWith,
  type ApplicationFieldKind,
  type MessageDescriptor,
} from '@donut/validation';

/** The fields a form asks at most once, in the order the form shows them; name and phone are always asked. */
export const STANDARD_FIELD_KINDS = [
  'email',
  'comment',
  'desired_date',
  'people',
  'address',
  'files',
] as const;
export type StandardFieldKind = (typeof STANDARD_FIELD_KINDS)[number];
export const QUESTION_KINDS = ['text', 'choice', 'yes_no'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface StandardFieldValues {
  isAsked: boolean;
  isRequired: boolean;
}

/** A question's wording in another language; a choice's options one per line, in the same order. */
export interface QuestionTranslationValues {
  label: string;
  options: string;
}

/** A custom question as typed: a choice's options one per line. */
export interface QuestionValues {
  id: string;
  kind: QuestionKind;
  isRequired: boolean;
  label: string;
  options: string;
  translations: Record<string, QuestionTranslationValues>;
}

/** The application form part of the service form. */
export interface ApplicationFormValues {
  standard: Record<StandardFieldKind, StandardFieldValues>;
  questions: QuestionValues[];
}

type SavedForm = ServiceEditorFieldsFragment['form'] | null | undefined;

const isStandard = (kind: string): kind is StandardFieldKind =>
  (STANDARD_FIELD_KINDS as readonly string[]).includes(kind);
const isQuestion = (kind: string): kind is QuestionKind =>
  (QUESTION_KINDS as readonly string[]).includes(kind);
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A new question's id: `q_` and ten random lowercase letters or digits (the contract allows 1 to 16). */
export function newQuestionId(random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let suffix = '';
  for (let index = 0; index < 10; index += 1) suffix += alphabet[Math.floor(random() * alphabet.length)];
  return `q_${suffix}`;
}

const emptyTranslations = (languages: readonly string[]) =>
  Object.fromEntries(languages.map((language) => [language, { label: '', options: '' }]));

/** A new question of a kind, required unless the owner says otherwise. */
export const newQuestion = (kind: QuestionKind, languages: readonly string[]): QuestionValues => ({
  id: newQuestionId(),
  kind,
  isRequired: true,
  label: '',
  options: '',
  translations: emptyTranslations(languages),
});

/** The form part as it starts: the saved form's fields (none for a new service), translations for `languages`. */
export function applicationFormValues(form: SavedForm, languages: readonly string[]): ApplicationFormValues {
  const fields = form?.fields ?? [];
  const standard = Object.fromEntries(
    STANDARD_FIELD_KINDS.map((kind) => {
      const field = fields.find((item) => item.kind === kind);
      return [kind, { isAsked: Boolean(field), isRequired: field?.required ?? false }];
    }),
  ) as ApplicationFormValues['standard'];
  const questions = fields
    .filter((field) => isQuestion(field.kind))
    .map((field) => ({
      id: field.id,
      kind: field.kind as QuestionKind,
      isRequired: field.required,
      label: field.label,
      options: field.options.join('\n'),
      translations: {
        ...emptyTranslations(languages),
        // Saved wording in a language the site no longer speaks stays, so a save does not drop it.
        ...Object.fromEntries(
          field.translations.map((item) => [
            item.language,
            { label: item.label, options: item.options.join('\n') },
          ]),
        ),
      },
    }));
  return { standard, questions };
}

/** ServiceInput's `form_fields`: the standard fields asked, in their fixed order, then the questions in order. */
export function toFormFieldsInput(values: ApplicationFormValues): ApplicationFormFieldInput[] {
  const standard = STANDARD_FIELD_KINDS.filter((kind) => values.standard[kind].isAsked).map((kind) => ({
    id: kind,
    kind: kind as ApplicationFieldKind,
    required: values.standard[kind].isRequired,
  }));
  const questions = values.questions.map((question) => ({
    id: question.id,
    kind: question.kind,
    required: question.isRequired,
    label: question.label.trim(),
    options: question.kind === 'choice' ? lines(question.options) : [],
    translations: Object.entries(question.translations)
      .filter(([, item]) => item.label.trim() || (question.kind === 'choice' && lines(item.options).length))
      .map(([language, item]) => ({
        language,
        label: item.label.trim(),
        options: question.kind === 'choice' ? lines(item.options) : [],
      })),
  }));
  return [...standard, ...questions];
}

/** `form_fields` to send: none when the form is as saved, so saving other fields keeps its version. */
export function changedFormFields(
  values: ApplicationFormValues,
  saved: ApplicationFormValues | null,
): ApplicationFormFieldInput[] | undefined {
  const fields = toFormFieldsInput(values);
  const before = saved ? toFormFieldsInput(saved) : [];
  return JSON.stringify(fields) === JSON.stringify(before) ? undefined : fields;
}

/**
 * The API's own rules (`applicationFormFieldsSchema`) on the form part: each error under its question's field,
 * `form.questions.<i>.label`, `.options` or `.translations.<language>.label|options`; a whole-form error under
 * `form`.
 */
export function validateApplicationForm(values: ApplicationFormValues): Record<string, MessageDescriptor> {
  const input = toFormFieldsInput(values);
  const result = validateWith(applicationFormFieldsSchema, input);
  if (result.ok) return {};
  const firstQuestion = input.findIndex((field) => !isStandard(field.kind));
  const errors: Record<string, MessageDescriptor> = {};
  for (const [path, descriptor] of Object.entries(result.errors)) {
    const match = /^\[(\d+)\]\.(\w+)(?:\[(\d+)\]\.(\w+))?/.exec(path);
    const field = match ? input[Number(match[1])] : undefined;
    let key = 'form';
    if (match && field && !isStandard(field.kind)) {
      const question = `form.questions.${Number(match[1]) - firstQuestion}`;
      const language = match[3] === undefined ? undefined : field.translations?.[Number(match[3])]?.language;
      key =
        match[2] === 'translations' && language
          ? `${question}.translations.${language}.${match[4] === 'options' ? 'options' : 'label'}`
          : `${question}.${match[2] === 'options' ? 'options' : 'label'}`;
    }
    errors[key] ??= descriptor;
  }
  return errors;
}
