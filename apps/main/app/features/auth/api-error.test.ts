import { splitApiError } from './api-error';

describe('splitApiError', () => {
  it('puts field texts under the form fields and keeps the message out when they say it all', () => {
    expect(
      splitApiError(
        { code: 'VALIDATION', message: 'Check the form', fields: { email: 'Taken' } },
        ['email'],
        'Fallback',
      ),
    ).toEqual({
      fields: { email: 'Taken' },
      formError: null,
    });
  });

  it('shows the message when a field text has no field on this form', () => {
    expect(
      splitApiError(
        { code: 'VALIDATION', message: 'Check the form', fields: { language: 'Bad' } },
        ['email'],
        'Fallback',
      ),
    ).toEqual({
      fields: {},
      formError: 'Check the form',
    });
  });

  it('falls back when a network failure brought no text', () => {
    expect(splitApiError({ code: 'NETWORK', message: '' }, ['email'], 'Fallback').formError).toBe('Fallback');
  });
});
