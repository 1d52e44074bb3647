import type { Locale } from '@donut/i18n';
import { renderLayout, type MailCopy, type RenderedMail } from './layout';

export interface CustomerSignInCodeValues {
  code: string;
  /** The business's name: the customer signs in to its site, not to Donut. */
  project: string;
}

// The code is in the subject too: most people read it from the inbox list without opening the mail.
const copy: Record<Locale, (values: CustomerSignInCodeValues) => MailCopy> = {
  ru: ({ code, project }) => ({
    subject: `${code} — код для входа на сайт ${project}`,
    preheader: `Ваш код для входа: ${code}. Он действует 10 минут.`,
    heading: `Код для входа: ${code}`,
    body: [`Введите этот код на сайте ${project}, чтобы войти в личный кабинет.`],
    notes: [
      'Код действует 10 минут. Никому его не сообщайте.',
      'Если вы не входили на этот сайт, просто не обращайте внимания на письмо.',
    ],
  }),
  en: ({ code, project }) => ({
    subject: `${code} is your sign-in code for ${project}`,
    preheader: `Your sign-in code: ${code}. It is valid for 10 minutes.`,
    heading: `Your sign-in code: ${code}`,
    body: [`Enter this code on the ${project} website to open your personal account.`],
    notes: [
      'The code is valid for 10 minutes. Do not share it with anyone.',
      "If you didn't try to sign in to this website, you can safely ignore this email.",
    ],
  }),
  ka: ({ code, project }) => ({
    subject: `${code} — ${project}-ის საიტზე შესვლის კოდი`,
    preheader: `თქვენი შესვლის კოდი: ${code}. მოქმედებს 10 წუთის განმავლობაში.`,
    heading: `შესვლის კოდი: ${code}`,
    body: [`შეიყვანეთ ეს კოდი ${project}-ის საიტზე, რომ პირად კაბინეტში შეხვიდეთ.`],
    notes: [
      'კოდი მოქმედებს 10 წუთის განმავლობაში. არავის გაუზიაროთ.',
      'თუ ამ საიტზე შესვლა არ გიცდიათ, უბრალოდ უგულებელყავით ეს წერილი.',
    ],
  }),
};

/** The one-time code of a customer's web sign-in, in the customer's language. */
export function customerSignInCode(locale: Locale, values: CustomerSignInCodeValues): RenderedMail {
  return renderLayout(locale, copy[locale](values));
}
