import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { CallToAction } from '../call-to-action';
import { QuestionList } from './question-list';
import '../marketing.css';

/** What visitors ask before signing up, in the order they ask it: the trial and money first, data and support last. */
export const PUBLIC_QUESTIONS = [
  'trial',
  'after-trial',
  'plans',
  'paying',
  'documents',
  'legal-entity',
  'refund',
  'cancel',
  'languages',
  'mini-app',
  'start',
  'data',
  'support',
] as const;

/** questions: numbered questions, each a heading with its answer below (spec §2). */
export function PublicQuestionsPage() {
  const locale = usePageLocale();
  return (
    <article className="marketing-page" aria-labelledby="questions-heading">
      <header className="marketing-page__header">
        <h1 id="questions-heading">
          <FormattedMessage id="main.marketing.questions.heading" />
        </h1>
        <p className="marketing-lead">
          <FormattedMessage
            id="main.marketing.questions.lead"
            values={{
              contacts: (text) => <Link to={routeHref('main', 'contacts', {}, { locale })}>{text}</Link>,
            }}
          />
        </p>
      </header>
      <QuestionList questions={PUBLIC_QUESTIONS} headingLevel={2} />
      <CallToAction headingId="questions-cta-heading" />
    </article>
  );
}
