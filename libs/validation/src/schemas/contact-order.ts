import { validationMessages, withValues } from '../messages';
import { emailSchema } from './email';
import { formSchema } from './form';
import { phoneSchema } from './phone';
import { requiredString } from './text';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_QUESTION_MAX_LENGTH = 2000;
/** The stored column's width: 15 digits leave room for spaces, dashes and brackets, not for padding. */
export const CONTACT_PHONE_MAX_LENGTH = 32;

const maxCharacters = (length: number) => withValues(validationMessages.max, { length, items: 'characters' });

/** The contact form and the MakeContactOrder mutation (spec §3, §5): every field required. */
export const contactOrderSchema = formSchema({
  email: emailSchema,
  name: requiredString.max(CONTACT_NAME_MAX_LENGTH, maxCharacters(CONTACT_NAME_MAX_LENGTH)),
  phone: phoneSchema.max(CONTACT_PHONE_MAX_LENGTH, maxCharacters(CONTACT_PHONE_MAX_LENGTH)),
  question: requiredString.max(CONTACT_QUESTION_MAX_LENGTH, maxCharacters(CONTACT_QUESTION_MAX_LENGTH)),
});
