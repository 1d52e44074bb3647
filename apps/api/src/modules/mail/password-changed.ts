import type { Locale } from '@donut/i18n';
import { renderEveryLocale, type MailCopy, type RenderedMail } from './layout';

// Sent after a reset or a change of password, so that an owner whose account was taken over learns of it.
const copy: Record<Locale, MailCopy> = {
  ru: {
    subject: 'Пароль от Donut изменён',
    preheader: 'Сообщаем об этом ради безопасности вашего аккаунта.',
    heading: 'Пароль изменён',
    body: [
      'Пароль от вашего аккаунта Donut был изменён. Если это сделали вы, всё в порядке — больше ничего делать не нужно.',
    ],
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
    notes: [
      'თუ პაროლი თქვენ არ შეგიცვლიათ, დაუყოვნებლივ აღადგინეთ ის შესვლის გვერდზე და დაუკავშირდით ჩვენს მხარდაჭერის გუნდს — დაგეხმარებით ანგარიშის დაცვაში.',
    ],
  },
};

/** "Your password was changed": no link, the owner acts from the sign-in page if it was not them. */
export function passwordChanged(_values: Record<string, never>): Record<Locale, RenderedMail> {
  return renderEveryLocale(copy);
}
