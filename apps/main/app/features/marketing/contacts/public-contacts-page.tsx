import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { ContactChannels, type ContactChannelsProps } from './contact-channels';
import { ContactFormFrame } from './contact-form-frame';
import '../marketing.css';

/** Support levels in plan order; the plans of each are named in the copy (product facts). */
const SUPPORT_LEVELS = ['base', 'priority', 'personal-manager'] as const;

export interface PublicContactsPageProps extends ContactChannelsProps {
  /** The form for a question, the same as in the cabinet (the route gives it). */
  contactForm: ReactNode;
}

/** contacts: the support mailbox and messengers, how support answers on each plan and the form for a question (spec §2). */
export function PublicContactsPage({ contactForm, supportEmail, telegramBot }: PublicContactsPageProps) {
  const locale = usePageLocale();
  return (
    <article className="marketing-page" aria-labelledby="contacts-heading">
      <header className="marketing-page__header">
        <h1 id="contacts-heading">
          <FormattedMessage id="main.marketing.contacts.heading" />
        </h1>
        <p className="marketing-lead">
          <FormattedMessage id="main.marketing.contacts.lead" />
        </p>
      </header>
      <ContactChannels supportEmail={supportEmail} telegramBot={telegramBot} />
      <section className="marketing-section" aria-labelledby="contacts-support-heading">
        <h2 id="contacts-support-heading">
          <FormattedMessage id="main.marketing.contacts.support.title" />
        </h2>
        <ul className="marketing-grid marketing-grid--three">
          {SUPPORT_LEVELS.map((level) => (
            <li key={level} className="marketing-card">
              <h3>
                <FormattedMessage id={`main.marketing.contacts.support.${level}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`main.marketing.contacts.support.${level}.text`} />
              </p>
              <p className="marketing-card__meta">
                <FormattedMessage id={`main.marketing.contacts.support.${level}.plans`} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      <p className="marketing-text">
        <FormattedMessage
          id="main.marketing.contacts.before"
          values={{
            questions: (text) => <Link to={routeHref('main', 'questions', {}, { locale })}>{text}</Link>,
          }}
        />
      </p>
      <ContactFormFrame>{contactForm}</ContactFormFrame>
    </article>
  );
}
