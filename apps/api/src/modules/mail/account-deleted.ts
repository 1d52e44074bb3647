import type { Locale } from '@donut/i18n';
import { renderEveryLocale, type MailCopy, type RenderedMail } from './layout';

// The last mail an owner gets from us: it confirms that nothing is kept and leaves the door open.
const copy: Record<Locale, MailCopy> = {
  ru: {
    subject: 'Ваш аккаунт Donut удалён',
    preheader: 'Спасибо, что были с нами.',
    heading: 'Аккаунт удалён',
    body: ['Ваш аккаунт Donut и все его данные удалены навсегда. Восстановить их уже не получится.'],
    notes: [
      'Спасибо, что пользовались Donut. Если захотите вернуться, зарегистрируйтесь снова в любое время — мы будем рады.',
    ],
  },
  en: {
    subject: 'Your Donut account has been deleted',
    preheader: 'Thank you for being with us.',
    heading: 'Your account has been deleted',
    body: ['Your Donut account and all of its data have been permanently deleted. This cannot be undone.'],
    notes: [
      "Thank you for using Donut. If you ever want to come back, you can sign up again at any time. We'd be glad to see you.",
    ],
  },
  ka: {
    subject: 'თქვენი Donut-ის ანგარიში წაიშალა',
    preheader: 'გმადლობთ, რომ ჩვენთან იყავით.',
    heading: 'ანგარიში წაიშალა',
    body: ['თქვენი Donut-ის ანგარიში და მისი ყველა მონაცემი სამუდამოდ წაიშალა. მათი აღდგენა შეუძლებელია.'],
    notes: [
      'გმადლობთ, რომ სარგებლობდით Donut-ით. თუ დაბრუნებას გადაწყვეტთ, ნებისმიერ დროს შეგიძლიათ ხელახლა დარეგისტრირდეთ — სიამოვნებით დაგხვდებით.',
    ],
  },
};

/** "Your account was deleted": no link, there is nothing left to sign in to. */
export function accountDeleted(_values: Record<string, never>): Record<Locale, RenderedMail> {
  return renderEveryLocale(copy);
}
