import { validationMessages } from '../messages';
import { validateWith } from '../validate';
import { faqRatingSchema } from './faq-rating';

describe('faqRatingSchema', () => {
  it('accepts a vote either way', () => {
    expect(validateWith(faqRatingSchema, { article_slug: 'getting-started', is_helpful: true }).ok).toBe(
      true,
    );
    expect(validateWith(faqRatingSchema, { article_slug: 'getting-started', is_helpful: false })).toEqual({
      ok: true,
      value: { article_slug: 'getting-started', is_helpful: false },
    });
  });

  it('requires both fields', () => {
    expect(validateWith(faqRatingSchema, { article_slug: ' ' })).toEqual({
      ok: false,
      errors: { article_slug: validationMessages.required, is_helpful: validationMessages.required },
    });
  });

  it('refuses a non-boolean vote', () => {
    expect(validateWith(faqRatingSchema, { article_slug: 'x', is_helpful: 'maybe' })).toEqual({
      ok: false,
      errors: { is_helpful: validationMessages.invalid },
    });
  });
});
