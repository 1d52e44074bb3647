import { screen, within } from '@testing-library/react';
import { renderInMain } from '../../../testing/render-in-main';
import { PUBLIC_QUESTIONS, PublicQuestionsPage } from './public-questions-page';

describe('PublicQuestionsPage', () => {
  it('numbers at least ten questions, each a heading with its answer', () => {
    renderInMain(<PublicQuestionsPage />, { url: '/ru/questions' });
    expect(PUBLIC_QUESTIONS.length).toBeGreaterThanOrEqual(10);
    const list = screen
      .getByRole('heading', { level: 2, name: 'Можно ли попробовать Donut бесплатно?' })
      .closest('ol') as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(PUBLIC_QUESTIONS.length);
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(PUBLIC_QUESTIONS.length);
    expect(document.body.textContent).not.toMatch(/main\.marketing\./);
  });

  it('states the terms a visitor looks for', () => {
    renderInMain(<PublicQuestionsPage />, { url: '/en/questions' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('For 14 days from sign-up');
    expect(text).toContain("Only the payment system's receipt.");
    expect(text).toContain("payment from a legal entity's account is not available");
    expect(text).toContain('Only when you change plan, and only as credit.');
    expect(screen.getByRole('link', { name: 'contacts' }).getAttribute('href')).toBe('/en/contacts');
  });
});
