import { formSchema, textSchema, validationMessages, withValues } from '@donut/validation';

/** The API's limits (applications.graphql): a note up to 2000 characters, a rejection's reason up to 500. */
export const APPLICATION_NOTE_MAX_LENGTH = 2000;
export const REJECTION_REASON_MAX_LENGTH = 500;

const requiredText = (max: number) =>
  textSchema()
    .trim()
    .required(validationMessages.required)
    .max(max, withValues(validationMessages.max, { length: max, items: 'characters' }));

/** An owner's note on an application. */
export const applicationNoteSchema = formSchema({ text: requiredText(APPLICATION_NOTE_MAX_LENGTH) });

/** Why an application is rejected: the customer is told it. */
export const rejectionReasonSchema = formSchema({ text: requiredText(REJECTION_REASON_MAX_LENGTH) });
