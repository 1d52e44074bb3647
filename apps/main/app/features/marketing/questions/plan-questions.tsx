import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { QuestionList } from './question-list';
import '../marketing.css';

/**
 * What visitors ask while comparing plans, most asked first: the trial, changing plan, money back, how to
 * pay, the limits, the end of a period and the plan priced on request. The answers follow ADR 0010-0013.
 */
export const PLAN_QUESTIONS = [
  'trial',
  'plan-change',
  'refund',
  'payment-methods',
  'limits',
  'period-end',
  'enterprise',
] as const;

/** rates: the popular questions about plans and payment, under the plans and above the contact form (spec §2). */
export function PlanQuestions() {
  const locale = usePageLocale();
  return (
    <section className="marketing-popular" aria-labelledby="plan-questions-heading">
      <h2 id="plan-questions-heading">
        <FormattedMessage id="main.marketing.plan-questions.title" />
      </h2>
      <QuestionList questions={PLAN_QUESTIONS} headingLevel={3} />
      <p className="marketing-text">
        <FormattedMessage
          id="main.marketing.plan-questions.more"
          values={{
            questions: (text) => <Link to={routeHref('main', 'questions', {}, { locale })}>{text}</Link>,
          }}
        />
      </p>
    </section>
  );
}
