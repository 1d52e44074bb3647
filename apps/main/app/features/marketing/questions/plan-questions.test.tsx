import { screen, within } from '@testing-library/react';
import { renderInMain } from '../../../testing/render-in-main';
import { PLAN_QUESTIONS, PlanQuestions } from './plan-questions';

/** The section's questions and answers, as headings and the paragraphs under them. */
function questionsAndAnswers() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => ({
      question: within(item).getByRole('heading', { level: 3 }).textContent,
      answer: item.querySelector('p')?.textContent ?? '',
    }));
}

describe('PlanQuestions', () => {
  it('numbers the questions about plans and payment under a heading of their own', () => {
    renderInMain(<PlanQuestions />, { url: '/ru/rates' });
    const section = screen.getByRole('region', { name: 'Частые вопросы о тарифах и оплате' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(PLAN_QUESTIONS.length);
    expect(questionsAndAnswers().map(({ question }) => question)).toEqual([
      'Можно ли попробовать Donut бесплатно?',
      'Можно ли сменить тариф и как пересчитывается оплата?',
      'Можно ли вернуть деньги?',
      'Какие способы оплаты доступны?',
      'Что ограничивает тариф и что будет, если упереться в лимит?',
      'Что будет, когда закончится оплаченный период?',
      'Сколько стоит тариф «Корпоративный»?',
    ]);
    expect(within(section).getByRole('link', { name: 'вопросов и ответов' }).getAttribute('href')).toBe(
      '/ru/questions',
    );
  });

  it('answers as the product works (ADR 0010-0013)', () => {
    renderInMain(<PlanQuestions />, { url: '/en/rates' });
    const answers = Object.fromEntries(
      questionsAndAnswers().map(({ answer }, index) => [PLAN_QUESTIONS[index], answer]),
    );
    expect(answers.trial).toContain('For 14 days from sign-up you work on the Business plan');
    expect(answers['plan-change']).toContain('The new plan starts at once');
    expect(answers['plan-change']).toContain("you pay the new plan's price minus that amount");
    expect(answers.refund).toContain('Only when you change plan, and only as credit.');
    expect(answers['payment-methods']).toContain("Payment from a legal entity's account is not available");
    expect(answers['payment-methods']).toContain('a year costs as much as 10 months');
    expect(answers.limits).toContain('the number of projects is not limited');
    expect(answers['period-end']).toContain('The plan does not renew by itself');
    expect(answers['period-end']).toContain('3 days and 1 day before the period ends');
    expect(answers.enterprise).toContain('It is priced on request.');
  });

  it('speaks Georgian with the plan names the site uses', () => {
    renderInMain(<PlanQuestions />, { url: '/ka/rates' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'ხშირი კითხვები ტარიფებსა და გადახდაზე',
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('„ბიზნესი“ ტარიფით');
    expect(text).toContain('რა ღირს ტარიფი „კორპორატიული“?');
    expect(text).not.toMatch(/main\.marketing\.|Enterprise|Business/);
  });
});
