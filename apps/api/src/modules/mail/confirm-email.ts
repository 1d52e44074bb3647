import type { Locale } from '@donut/i18n';
import { renderEveryLocale, type MailCopy, type RenderedMail } from './layout';

// Sent after registration and on "resend". The account already exists, unconfirmed, so the mail does not
// promise that ignoring it undoes anything. The 24 hours are the token's lifetime (docs/api.md).
const copy: Record<Locale, MailCopy> = {
  ru: {
    subject: 'Подтвердите почту для Donut',
    preheader: 'Остался один шаг — подтвердите, что это ваш адрес.',
    heading: 'Подтвердите адрес почты',
    body: ['Спасибо, что выбрали Donut! Остался последний шаг: подтвердите, что этот адрес ваш.'],
    action: 'Подтвердить почту',
    notes: [
      'Ссылка действует 24 часа.',
      'Если вы не регистрировались в Donut, просто не обращайте внимания на это письмо: скорее всего, кто-то ошибся адресом.',
    ],
  },
  en: {
    subject: 'Confirm your email for Donut',
    preheader: 'One last step: confirm that this address is yours.',
    heading: 'Confirm your email address',
    body: [
      'Thanks for signing up for Donut! There is just one last step: confirm that this address is yours.',
    ],
    action: 'Confirm email',
    notes: [
      'The link is valid for 24 hours.',
      "If you didn't sign up for Donut, you can safely ignore this email. Someone probably typed your address by mistake.",
    ],
  },
  ka: {
    subject: 'დაადასტურეთ ელფოსტა Donut-ისთვის',
    preheader: 'დარჩა ერთი ნაბიჯი: დაადასტურეთ, რომ ეს მისამართი თქვენია.',
    heading: 'დაადასტურეთ ელფოსტის მისამართი',
    body: ['გმადლობთ, რომ Donut აირჩიეთ! დარჩა ბოლო ნაბიჯი: დაადასტურეთ, რომ ეს მისამართი თქვენია.'],
    action: 'ელფოსტის დადასტურება',
    notes: [
      'ბმული მოქმედებს 24 საათის განმავლობაში.',
      'თუ Donut-ზე არ დარეგისტრირებულხართ, უბრალოდ უგულებელყავით ეს წერილი — ალბათ ვიღაცამ მისამართი შეცდომით მიუთითა.',
    ],
  },
};

/** "Confirm your address": the link carries the single-use confirmation token. */
export function confirmEmail({ link }: { link: string }): Record<Locale, RenderedMail> {
  return renderEveryLocale(copy, link);
}
