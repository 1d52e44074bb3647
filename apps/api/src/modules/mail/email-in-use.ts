import type { Locale } from '@donut/i18n';
import { renderEveryLocale, type MailCopy, type RenderedMail } from './layout';

// Sent instead of a confirmation link when an owner asks for an address another account already signs in
// with: the asker is told "we sent a link" either way (nothing reveals which addresses are registered),
// and the address's real owner learns of the attempt. No link: nothing about their account changes.
const copy: Record<Locale, MailCopy> = {
  ru: {
    subject: 'Вашу почту пытались добавить в другой аккаунт Donut',
    preheader: 'Ваш аккаунт не изменился.',
    heading: 'Этот адрес уже занят вашим аккаунтом',
    body: [
      'В другом аккаунте Donut попросили входить с этим адресом почты. Он уже принадлежит вашему аккаунту, поэтому ничего не изменилось.',
    ],
    notes: [
      'Если это были вы, входите в Donut с этим адресом; если не помните пароль, восстановите его на странице входа.',
      'Если нет, ничего делать не нужно: без доступа к вашей почте адрес занять нельзя.',
    ],
  },
  en: {
    subject: 'Someone tried to add your email to another Donut account',
    preheader: 'Your account has not changed.',
    heading: 'This address already belongs to your account',
    body: [
      'Another Donut account asked to sign in with this email address. It already belongs to your account, so nothing has changed.',
    ],
    notes: [
      "If it was you, sign in to Donut with this address; if you don't remember the password, reset it on the sign-in page.",
      "If it wasn't you, there is nothing to do: nobody can take this address without access to your mailbox.",
    ],
  },
  ka: {
    subject: 'თქვენი ელფოსტის სხვა Donut-ის ანგარიშში დამატება სცადეს',
    preheader: 'თქვენი ანგარიში არ შეცვლილა.',
    heading: 'ეს მისამართი უკვე თქვენს ანგარიშს ეკუთვნის',
    body: [
      'Donut-ის სხვა ანგარიშში ამ ელფოსტით შესვლა მოითხოვეს. ის უკვე თქვენს ანგარიშს ეკუთვნის, ამიტომ არაფერი შეცვლილა.',
    ],
    notes: [
      'თუ ეს თქვენ იყავით, შედით Donut-ში ამ მისამართით; თუ პაროლი არ გახსოვთ, აღადგინეთ ის შესვლის გვერდზე.',
      'თუ არა, არაფრის გაკეთება არ გჭირდებათ: თქვენს ფოსტაზე წვდომის გარეშე ამ მისამართს ვერავინ დაიკავებს.',
    ],
  },
};

/** "Your address is already in use": a notice without a link. */
export function emailInUse(_values: Record<string, never>): Record<Locale, RenderedMail> {
  return renderEveryLocale(copy);
}
