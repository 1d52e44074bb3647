import type { Locale } from '@donut/i18n';
import { renderEveryLocale, type MailCopy, type RenderedMail } from './layout';

// Sent by "forgot password". The 60 minutes are the token's lifetime (docs/api.md); saying that the password
// stays the same tells someone who did not ask that nothing has happened to the account.
const copy: Record<Locale, MailCopy> = {
  ru: {
    subject: 'Сброс пароля в Donut',
    preheader: 'Ссылка, чтобы задать новый пароль.',
    heading: 'Задайте новый пароль',
    body: [
      'Мы получили запрос на сброс пароля для вашего аккаунта Donut. Нажмите на кнопку, чтобы придумать новый.',
    ],
    action: 'Задать новый пароль',
    notes: [
      'Ссылка действует 60 минут и сработает только один раз.',
      'Если вы не запрашивали сброс, просто не обращайте внимания на это письмо — пароль останется прежним.',
    ],
  },
  en: {
    subject: 'Reset your Donut password',
    preheader: 'Here is your link to choose a new password.',
    heading: 'Choose a new password',
    body: [
      'We received a request to reset the password for your Donut account. Click the button to choose a new one.',
    ],
    action: 'Choose a new password',
    notes: [
      'The link is valid for 60 minutes and works only once.',
      "If you didn't ask to reset your password, just ignore this email. Your password stays the same.",
    ],
  },
  ka: {
    subject: 'Donut-ის პაროლის აღდგენა',
    preheader: 'ბმული ახალი პაროლის შესაქმნელად.',
    heading: 'შექმენით ახალი პაროლი',
    body: [
      'მივიღეთ თქვენი Donut-ის ანგარიშის პაროლის აღდგენის მოთხოვნა. ახალი პაროლის შესაქმნელად დააჭირეთ ღილაკს.',
    ],
    action: 'ახალი პაროლის შექმნა',
    notes: [
      'ბმული მოქმედებს 60 წუთის განმავლობაში და მისი გამოყენება მხოლოდ ერთხელ შეიძლება.',
      'თუ პაროლის აღდგენა არ მოგითხოვიათ, უბრალოდ უგულებელყავით ეს წერილი — თქვენი პაროლი უცვლელი დარჩება.',
    ],
  },
};

/** "Reset your password": the link carries the single-use reset token. */
export function resetPassword({ link }: { link: string }): Record<Locale, RenderedMail> {
  return renderEveryLocale(copy, link);
}
