import { screen, within } from '@testing-library/react';
import { renderInMain } from '../../testing/render-in-main';
import { testClient } from '../../testing/test-client';
import { AboutPage } from './about-page';
import { QUESTIONS, QuestionsPage } from './questions-page';

describe('About pages', () => {
  it('links the three pages of the section from its start, in Georgian', () => {
    renderInMain(<AboutPage />, { url: '/ka/client/about', owner: testClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Donut-ის შესახებ' })).toBeTruthy();
    const more = screen.getByRole('navigation', { name: 'სასარგებლო გვერდები' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/ka/client/about/contacts', '/ka/client/about/questions', '/ka/client/about/rates']);
  });

  it('numbers every question with its answer, each text in the catalog', () => {
    renderInMain(<QuestionsPage />, { url: '/ru/client/about/questions', owner: testClient });
    const items = screen.getAllByRole('listitem');
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(10);
    expect(items).toHaveLength(QUESTIONS.length);
    expect(screen.getByRole('heading', { level: 2, name: 'Сколько длится бесплатный период?' })).toBeTruthy();
    // A missing message would render its id instead of the text.
    expect(document.body.textContent).not.toMatch(/main\.about\./);
  });
});
