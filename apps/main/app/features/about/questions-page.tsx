import { FormattedMessage } from 'react-intl';
import { AboutBreadcrumb } from './about-breadcrumb';
import './about.css';

/** The questions in the order owners meet them: trial and payment first, data last. */
export const QUESTIONS = [
  'trial',
  'documents',
  'legal-entity',
  'refund',
  'cancel',
  'support',
  'onboarding',
  'languages',
  'mini-app',
  'projects',
  'limits',
  'deletion',
] as const;

/** client/about/questions: numbered questions, each a heading with its answer below. */
export function QuestionsPage() {
  return (
    <article className="about" aria-labelledby="questions-heading">
      <AboutBreadcrumb />
      <h1 id="questions-heading">
        <FormattedMessage id="main.about.questions.title" />
      </h1>
      <p className="about__lead">
        <FormattedMessage id="main.about.questions.lead" />
      </p>
      <ol className="about__questions">
        {QUESTIONS.map((question) => (
          <li key={question}>
            <h2 id={`question-${question}`}>
              <FormattedMessage id={`main.about.questions.${question}.q`} />
            </h2>
            <p>
              <FormattedMessage id={`main.about.questions.${question}.a`} />
            </p>
          </li>
        ))}
      </ol>
    </article>
  );
}
