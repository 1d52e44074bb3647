import { formSchema, textSchema, validationMessages, withValues } from '@donut/validation';

/** A required text of at most `max` characters, trimmed: a note's or a reason's rule as the API checks it. */
export const requiredText = (max: number) =>
  textSchema()
    .trim()
    .required(validationMessages.required)
    .max(max, withValues(validationMessages.max, { length: max, items: 'characters' }));

/** A card's note form (`NoteForm`) with the API's limit for its `text`. */
export const noteSchema = (max: number) => formSchema({ text: requiredText(max) });
