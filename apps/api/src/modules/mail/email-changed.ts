import type { Locale } from '@donut/i18n';
import { renderEveryLocale, type MailCopy, type RenderedMail } from './layout';

// Sent to the previous address once a new one is confirmed, so that an owner whose account was taken over
// learns of it from the mailbox the account used to have.
const copy: Record<Locale, MailCopy> = {
  ru: {
    subject: 'Почта для входа в Donut изменена',
    preheader: 'Сообщаем об этом ради безопасности вашего аккаунта.',
    heading: 'Почта для входа изменена',
    body: [
      'В вашем аккаунте Donut подтвердили новый адрес почты. Теперь вход — с ним, а этот адрес больше не привязан к аккаунту.',
    ],
    notes: [
      'Если вы почту не меняли, сразу напишите в нашу поддержку — мы поможем вернуть доступ к аккаунту.',
    ],
  },
  en: {
    subject: 'Your Donut sign-in email was changed',
    preheader: "We're letting you know to keep your account safe.",
    heading: 'Your sign-in email was changed',
    body: [
      'A new email address was confirmed for your Donut account. You now sign in with it, and this address is no longer linked to the account.',
    ],
    notes: ["If it wasn't you, contact our support team right away. We'll help you get your account back."],
  },
  ka: {
    subject: 'Donut-ში შესასვლელი ელფოსტა შეიცვალა',
    preheader: 'გატყობინებთ თქვენი ანგარიშის უსაფრთხოებისთვის.',
    heading: 'შესასვლელი ელფოსტა შეიცვალა',
    body: [
      'თქვენს Donut-ის ანგარიშში ახალი ელფოსტის მისამართი დადასტურდა. ახლა მისით შედიხართ, ეს მისამართი კი ანგარიშს აღარ უკავშირდება.',
    ],
    notes: [
      'თუ ელფოსტა თქვენ არ შეგიცვლიათ, დაუყოვნებლივ დაუკავშირდით ჩვენს მხარდაჭერის გუნდს — დაგეხმარებით ანგარიშზე წვდომის დაბრუნებაში.',
    ],
  },
};

/** "Your sign-in address was changed": to the old address, no link. */
export function emailChanged(_values: Record<string, never>): Record<Locale, RenderedMail> {
  return renderEveryLocale(copy);
}
