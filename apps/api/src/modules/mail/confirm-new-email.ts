import type { Locale } from '@donut/i18n';
import { renderEveryLocale, type MailCopy, type RenderedMail } from './layout';

// Sent to the address an owner asked to sign in with (change_client_email). Until the link is followed
// the account keeps its current address (or none), so ignoring the mail changes nothing: the notes say so.
const copy: Record<Locale, MailCopy> = {
  ru: {
    subject: 'Подтвердите новую почту для Donut',
    preheader: 'Подтвердите, что этот адрес ваш, и входите в Donut с ним.',
    heading: 'Подтвердите новый адрес почты',
    body: [
      'В вашем аккаунте Donut указали этот адрес для входа. Подтвердите, что он ваш, — и с этого момента входите в Donut с ним.',
    ],
    action: 'Подтвердить новую почту',
    notes: [
      'Ссылка действует 24 часа и срабатывает один раз.',
      'Если вы не меняли почту в Donut, просто не обращайте внимания на это письмо: без подтверждения ничего не изменится.',
    ],
  },
  en: {
    subject: 'Confirm your new email for Donut',
    preheader: 'Confirm that this address is yours and sign in to Donut with it.',
    heading: 'Confirm your new email address',
    body: [
      'This address was entered in a Donut account as its new sign-in email. Confirm that it is yours, and from then on you sign in to Donut with it.',
    ],
    action: 'Confirm new email',
    notes: [
      'The link is valid for 24 hours and works once.',
      "If you didn't change your email in Donut, you can safely ignore this message: nothing changes without confirmation.",
    ],
  },
  ka: {
    subject: 'დაადასტურეთ ახალი ელფოსტა Donut-ისთვის',
    preheader: 'დაადასტურეთ, რომ ეს მისამართი თქვენია, და შედით Donut-ში მისით.',
    heading: 'დაადასტურეთ ახალი ელფოსტის მისამართი',
    body: [
      'Donut-ის ანგარიშში ეს მისამართი შესვლისთვის მიუთითეს. დაადასტურეთ, რომ ის თქვენია, და ამიერიდან Donut-ში მისით შეხვალთ.',
    ],
    action: 'ახალი ელფოსტის დადასტურება',
    notes: [
      'ბმული მოქმედებს 24 საათის განმავლობაში და მუშაობს მხოლოდ ერთხელ.',
      'თუ Donut-ში ელფოსტა არ შეგიცვლიათ, უბრალოდ უგულებელყავით ეს წერილი: დადასტურების გარეშე არაფერი შეიცვლება.',
    ],
  },
};

/** "Confirm your new address": the link carries the single-use token of the change. */
export function confirmNewEmail({ link }: { link: string }): Record<Locale, RenderedMail> {
  return renderEveryLocale(copy, link);
}
