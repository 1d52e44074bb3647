import type { Locale } from '@donut/i18n';
import type { ApplicationStatus } from '../../db/schema';
import { renderLayout, type MailCopy, type RenderedMail } from './layout';

export interface ApplicationStatusValues {
  /** The business's name: the application was sent to it, not to Donut. */
  project: string;
  number: number;
  service: string;
  status: Exclude<ApplicationStatus, 'new'>;
  /** Why it was rejected (status `rejected`). */
  reason?: string | null;
  /** The customer's cabinet on the business's site. */
  link: string;
}

type Copy = (values: ApplicationStatusValues) => MailCopy;

const copy: Record<Locale, Copy> = {
  ru: ({ project, number, service, status, reason }) => {
    const state = {
      in_progress: 'взята в работу',
      done: 'выполнена',
      rejected: 'отклонена',
    }[status];
    return {
      subject: `Заявка №${number} ${state} — ${project}`,
      preheader: `Ваша заявка №${number} на «${service}» ${state}.`,
      heading: `Заявка №${number} ${state}`,
      body: [
        `Ваша заявка №${number} на услугу «${service}» в ${project} ${state}.`,
        ...(status === 'rejected' && reason ? [`Причина: ${reason}`] : []),
      ],
      action: 'Открыть личный кабинет',
      notes: ['Все ваши заявки и их статусы — в личном кабинете на сайте.'],
    };
  },
  en: ({ project, number, service, status, reason }) => {
    const state = { in_progress: 'is in progress', done: 'is done', rejected: 'was rejected' }[status];
    return {
      subject: `Your application #${number} ${state} — ${project}`,
      preheader: `Your application #${number} for “${service}” ${state}.`,
      heading: `Application #${number} ${state}`,
      body: [
        `Your application #${number} for “${service}” at ${project} ${state}.`,
        ...(status === 'rejected' && reason ? [`Reason: ${reason}`] : []),
      ],
      action: 'Open your account',
      notes: ['All your applications and their statuses are in your account on the website.'],
    };
  },
  ka: ({ project, number, service, status, reason }) => {
    const state = { in_progress: 'მუშავდება', done: 'შესრულებულია', rejected: 'უარყოფილია' }[status];
    return {
      subject: `განაცხადი №${number} ${state} — ${project}`,
      preheader: `თქვენი განაცხადი №${number} („${service}“) ${state}.`,
      heading: `განაცხადი №${number} ${state}`,
      body: [
        `${project}-ში თქვენი განაცხადი №${number} მომსახურებაზე „${service}“ ${state}.`,
        ...(status === 'rejected' && reason ? [`მიზეზი: ${reason}`] : []),
      ],
      action: 'პირადი კაბინეტის გახსნა',
      notes: ['ყველა თქვენი განაცხადი და მათი სტატუსი საიტის პირად კაბინეტშია.'],
    };
  },
};

/** The customer's mail when the owner moves their application on, in the customer's language. */
export function applicationStatusMail(locale: Locale, values: ApplicationStatusValues): RenderedMail {
  return renderLayout(locale, copy[locale](values), values.link);
}
