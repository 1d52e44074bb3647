/**
 * The one spelling of a customer's e-mail and phone that the unique keys compare, so "Ann@Mail.ru" and
 * "ann@mail.ru", or "+995 (555) 12-34-56" and "+995555123456", are one person.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * E.164 without spaces or punctuation. A number typed without its "+" is taken as already international
 * (the site's visitors are asked for the full number); the shape was checked by the schema (isPhone).
 */
export function normalizePhone(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}

/** The customer's language for messages: the given one when it is ours, else the project's, else ru. */
export function customerLanguage(wanted: string | null | undefined, projectLocale: string | null): string {
  const short = wanted?.toLowerCase().split(/[-_]/)[0];
  for (const candidate of [short, projectLocale])
    if (candidate === 'ru' || candidate === 'en' || candidate === 'ka') return candidate;
  return 'ru';
}
