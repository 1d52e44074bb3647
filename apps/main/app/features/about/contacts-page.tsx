import { FormattedMessage } from 'react-intl';
import { AboutBreadcrumb } from './about-breadcrumb';
import { ContactForm } from './contact-form';
import { SupportLevels } from './support-levels';
import './about.css';

/** client/about/contacts: the support channels by plan and the form for a question. */
export function ContactsPage() {
  return (
    <article className="about" aria-labelledby="contacts-heading">
      <AboutBreadcrumb />
      <h1 id="contacts-heading">
        <FormattedMessage id="main.about.contacts.title" />
      </h1>
      <p className="about__lead">
        <FormattedMessage id="main.about.contacts.lead" />
      </p>
      <SupportLevels />
      <ContactForm />
    </article>
  );
}
