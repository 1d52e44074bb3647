import { SUPPORTED_LOCALES } from '@donut/i18n';
import { contactOrderMail } from './contact-order';

const values = {
  email: 'nino@mail.test',
  name: 'Nino',
  phone: '+995 555 12 34 56',
  question: 'First line\n\nSecond line',
  clientId: null,
};

describe.each(SUPPORTED_LOCALES)('contactOrderMail in %s', (locale) => {
  const mail = contactOrderMail({ ...values, locale });

  it('labels the fields in the language of the question and keeps its lines as paragraphs', () => {
    const script = { ru: /\p{Script=Cyrillic}/u, en: /^[\x20-\x7e]+$/, ka: /\p{Script=Georgian}/u }[locale];
    expect(mail.subject).toMatch(script);
    expect(mail.subject).toContain('Nino');
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toMatch(/<p[^>]*>First line<\/p>\s*<p[^>]*>Second line<\/p>/);
    for (const value of [values.email, values.phone]) expect(mail.text).toContain(value);
    if (locale !== 'ru') expect(mail.text).not.toMatch(/\p{Script=Cyrillic}/u);
  });
});
