import { SUPPORTED_LOCALES, type Locale } from '@donut/i18n';
import { formatMessage } from '../../i18n/translate';
import { renderLayout, type MailCopy, type RenderedMail } from './layout';

export interface PasswordChangedValues {
  /** Telegram user ids of the Telegram sign-ins still linked to the account after the change. */
  linkedTelegram?: string[];
  /** Telegram sign-in was disconnected with the change (asked for, or an account unconfirmed until the reset). */
  unlinkedTelegram?: boolean;
}

interface PasswordChangedCopy extends MailCopy {
  /** Said when Telegram sign-in was disconnected along with the change. */
  unlinked: string;
  /** Names the linked Telegram accounts and how to disconnect them; an ICU message whose `{ids}` is the list of user ids. */
  stillLinked: string;
}

// Sent after a reset or a change of password, so that an owner whose account was taken over learns of it,
// and of any messenger sign-in that would still let someone else in.
const copy: Record<Locale, PasswordChangedCopy> = {
  ru: {
    subject: 'Пароль от Donut изменён',
    preheader: 'Сообщаем об этом ради безопасности вашего аккаунта.',
    heading: 'Пароль изменён',
    body: [
      'Пароль от вашего аккаунта Donut был изменён. Если это сделали вы, всё в порядке — больше ничего делать не нужно.',
    ],
    unlinked: 'Вход через Telegram отключён от вашего аккаунта. Подключить его снова можно в профиле.',
    stillLinked:
      'К вашему аккаунту по-прежнему подключён вход через Telegram (ID пользователя Telegram: {ids}): с этого аккаунта Telegram можно войти без пароля. Если он не ваш, отключите его: откройте профиль в Donut, в разделе «Социальные сети» найдите «Вход через Telegram» и нажмите «Отключить».',
    notes: [
      'Если вы пароль не меняли, сразу сбросьте его на странице входа и напишите в нашу поддержку — мы поможем защитить аккаунт.',
    ],
  },
  en: {
    subject: 'Your Donut password was changed',
    preheader: "We're letting you know to keep your account safe.",
    heading: 'Your password was changed',
    body: [
      "The password for your Donut account was changed. If it was you, you're all set and there is nothing else to do.",
    ],
    unlinked:
      'Sign-in with Telegram has been disconnected from your account. You can connect it again in your profile.',
    stillLinked:
      'Sign-in with Telegram is still connected to your account (Telegram user ID: {ids}): that Telegram account can sign in without the password. If it is not yours, disconnect it: open your Donut profile, find “Sign in with Telegram” under “Social connections” and press “Disconnect”.',
    notes: [
      "If it wasn't you, reset your password right away on the sign-in page and contact our support team. We'll help you secure your account.",
    ],
  },
  ka: {
    subject: 'Donut-ის პაროლი შეიცვალა',
    preheader: 'გატყობინებთ თქვენი ანგარიშის უსაფრთხოებისთვის.',
    heading: 'პაროლი შეიცვალა',
    body: [
      'თქვენი Donut-ის ანგარიშის პაროლი შეიცვალა. თუ ეს თქვენ გააკეთეთ, ყველაფერი რიგზეა და მეტი არაფერია საჭირო.',
    ],
    unlinked: 'Telegram-ით შესვლა თქვენს ანგარიშს გაეთიშა. ხელახლა დაკავშირება პროფილში შეგიძლიათ.',
    stillLinked:
      'თქვენს ანგარიშთან კვლავ დაკავშირებულია Telegram-ით შესვლა (Telegram-ის მომხმარებლის ID: {ids}): ამ Telegram-ის ანგარიშით შესვლა პაროლის გარეშეა შესაძლებელი. თუ ის თქვენი არ არის, გათიშეთ: გახსენით Donut-ის პროფილი, განყოფილებაში „სოციალური ქსელები“ იპოვეთ „Telegram-ით შესვლა“ და დააჭირეთ „გათიშვას“.',
    notes: [
      'თუ პაროლი თქვენ არ შეგიცვლიათ, დაუყოვნებლივ აღადგინეთ ის შესვლის გვერდზე და დაუკავშირდით ჩვენს მხარდაჭერის გუნდს — დაგეხმარებით ანგარიშის დაცვაში.',
    ],
  },
};

/**
 * "Your password was changed": no link, the owner acts from the sign-in page if it was not them. It
 * lists the Telegram sign-ins still linked (a password change alone does not end them) and says how to
 * disconnect them.
 */
export function passwordChanged({
  linkedTelegram = [],
  unlinkedTelegram = false,
}: PasswordChangedValues): Record<Locale, RenderedMail> {
  const ids = linkedTelegram.filter((id) => /^\d{1,20}$/.test(id));
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => {
      const { unlinked, stillLinked, ...words } = copy[locale];
      const body = [...words.body];
      if (unlinkedTelegram) body.push(unlinked);
      if (ids.length) body.push(formatMessage(locale, stillLinked, { ids: ids.join(', ') }));
      return [locale, renderLayout(locale, { ...words, body })];
    }),
  ) as Record<Locale, RenderedMail>;
}
