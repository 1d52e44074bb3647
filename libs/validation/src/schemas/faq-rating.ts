import { boolean } from 'yup';
import { validationMessages } from '../messages';
import { formSchema } from './form';
import { requiredString } from './text';

/** The RateFaqArticle mutation (spec §5): both fields required; `false` is a valid "not helpful" vote. */
export const faqRatingSchema = formSchema({
  article_slug: requiredString,
  is_helpful: boolean().typeError(validationMessages.invalid).required(validationMessages.required),
});
