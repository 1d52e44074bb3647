import type { TelegramWebApp } from './web-app';

/** What came of asking for the phone: shared with the bot, refused, or not possible in this Telegram client. */
export type ContactRequestOutcome = 'sent' | 'cancelled' | 'unsupported';

/**
 * Telegram's contact request (`WebApp.requestContact`): the user shares their phone with the project's bot, which
 * keeps it (docs/api.md "Customers"); the page learns only whether it was shared, so it reads the profile again.
 * @example
 * if ((await requestPhone(webApp)) === 'sent') await refetchProfileUntilPhone();
 */
export function requestPhone(webApp: Pick<TelegramWebApp, 'requestContact'>): Promise<ContactRequestOutcome> {
  const request = webApp.requestContact;
  if (typeof request !== 'function') return Promise.resolve('unsupported');
  return new Promise((resolve) => {
    try {
      request.call(webApp, (isShared) => resolve(isShared ? 'sent' : 'cancelled'));
    } catch {
      // Telegram's script throws where the client's Bot API version predates the method.
      resolve('unsupported');
    }
  });
}
