import type { Locale } from '@donut/i18n';
import { renderLayout, type MailCopy, type RenderedMail } from './layout';

/** A question from a contact form, as it is stored. */
export interface ContactOrderMailValues {
  email: string;
  name: string;
  phone: string;
  question: string;
  /** The language the question was asked in: support answers in it. */
  locale: Locale;
  /** The signed-in owner who asked; null for a visitor. */
  clientId: string | null;
}

interface ContactOrderWords {
  subject: (name: string) => string;
  preheader: string;
  heading: string;
  name: string;
  email: string;
  phone: string;
  language: string;
  sender: string;
  owner: (clientId: string) => string;
  visitor: string;
  question: string;
  replyHint: string;
  languages: Record<Locale, string>;
}

// The mail goes to the support team, in the language the question was asked in, so the labels match the question.
const words: Record<Locale, ContactOrderWords> = {
  ru: {
    subject: (name) => `Donut: новый вопрос от ${name}`,
    preheader: 'Вопрос из формы обратной связи. Ответьте на это письмо — ответ уйдёт автору.',
    heading: 'Новый вопрос из формы обратной связи',
    name: 'Имя',
    email: 'E-mail',
    phone: 'Телефон',
    language: 'Язык',
    sender: 'Отправитель',
    owner: (clientId) => `владелец аккаунта, ID ${clientId}`,
    visitor: 'посетитель сайта без входа',
    question: 'Вопрос:',
    replyHint: 'Чтобы ответить, просто ответьте на это письмо: оно уйдёт на адрес автора вопроса.',
    languages: { ru: 'русский', en: 'английский', ka: 'грузинский' },
  },
  en: {
    subject: (name) => `Donut: a new question from ${name}`,
    preheader: 'A question from the contact form. Reply to this mail to answer the sender.',
    heading: 'A new question from the contact form',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    language: 'Language',
    sender: 'Sender',
    owner: (clientId) => `account owner, ID ${clientId}`,
    visitor: 'site visitor, not signed in',
    question: 'Question:',
    replyHint: "To answer, just reply to this mail: it goes to the sender's address.",
    languages: { ru: 'Russian', en: 'English', ka: 'Georgian' },
  },
  ka: {
    subject: (name) => `Donut: ახალი შეკითხვა — ${name}`,
    preheader: 'შეკითხვა უკუკავშირის ფორმიდან. უპასუხეთ ამ წერილს და პასუხი ავტორს მიუვა.',
    heading: 'ახალი შეკითხვა უკუკავშირის ფორმიდან',
    name: 'სახელი',
    email: 'ელფოსტა',
    phone: 'ტელეფონი',
    language: 'ენა',
    sender: 'გამომგზავნი',
    owner: (clientId) => `ანგარიშის მფლობელი, ID ${clientId}`,
    visitor: 'საიტის ვიზიტორი, ავტორიზაციის გარეშე',
    question: 'შეკითხვა:',
    replyHint: 'პასუხის გასაცემად უბრალოდ უპასუხეთ ამ წერილს: ის შეკითხვის ავტორის მისამართზე გაიგზავნება.',
    languages: { ru: 'რუსული', en: 'ინგლისური', ka: 'ქართული' },
  },
};

/**
 * The support team's copy of a contact-form question. Every value the asker typed lands in text the
 * layout escapes; the question keeps its line breaks as paragraphs.
 */
export function contactOrderMail(values: ContactOrderMailValues): RenderedMail {
  const w = words[values.locale];
  const copy: MailCopy = {
    subject: w.subject(values.name),
    preheader: w.preheader,
    heading: w.heading,
    body: [
      `${w.name}: ${values.name}`,
      `${w.email}: ${values.email}`,
      `${w.phone}: ${values.phone}`,
      `${w.language}: ${w.languages[values.locale]}`,
      `${w.sender}: ${values.clientId ? w.owner(values.clientId) : w.visitor}`,
      w.question,
      ...values.question.split(/\r?\n/).filter((line) => line.trim() !== ''),
    ],
    notes: [w.replyHint],
  };
  return renderLayout(values.locale, copy);
}
