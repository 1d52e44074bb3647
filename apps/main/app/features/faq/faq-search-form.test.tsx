import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqSearchForm } from './faq-search-form';
import { renderInMain } from '../../testing/render-in-main';

describe('FaqSearchForm', () => {
  it('puts the search in the articles page URL', async () => {
    const { currentUrl } = renderInMain(<FaqSearchForm />, { url: '/en/faq', path: '/:locale/faq/*' });
    const box = screen.getByRole('searchbox', { name: 'Search the knowledge base' });
    expect(box).toHaveProperty('value', '');
    expect(box.getAttribute('maxlength')).toBe('100');

    await userEvent.type(box, 'reset password{Enter}');

    expect(currentUrl()).toBe('/en/faq/articles?q=reset+password');
    expect(screen.getByRole('searchbox', { name: 'Search the knowledge base' })).toHaveProperty(
      'value',
      'reset password',
    );
  });

  it('shows the search being looked at, and follows a new one', async () => {
    const { currentUrl } = renderInMain(<FaqSearchForm />, {
      url: '/ru/faq/articles?q=тариф&category=billing',
      path: '/:locale/faq/*',
    });
    const box = screen.getByRole('searchbox', { name: 'Поиск по базе знаний' });
    expect(box).toHaveProperty('value', 'тариф');

    await userEvent.clear(box);
    await userEvent.type(box, 'оплата');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));

    // A new search looks in every category.
    expect(decodeURIComponent(currentUrl())).toBe('/ru/faq/articles?q=оплата');
    expect(box).toHaveProperty('value', 'оплата');
  });
});
