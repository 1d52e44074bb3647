import { isLocale, type Locale } from '@donut/i18n';

/**
 * The bot answers in the owner's language when the cabinet has one of ours, else in the language of
 * the sender's Telegram app ("ru", "en-GB"...), else in English: a Telegram user may read no Russian.
 */
export function replyLocale(clientLanguage: string | null, telegramLanguageCode: string | undefined): Locale {
  if (isLocale(clientLanguage)) return clientLanguage;
  const telegram = telegramLanguageCode?.toLowerCase().split(/[-_]/)[0];
  return isLocale(telegram) ? telegram : 'en';
}
