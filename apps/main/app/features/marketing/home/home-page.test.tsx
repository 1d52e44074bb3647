import { screen, within } from '@testing-library/react';
import { renderInMain } from '../../../testing/render-in-main';
import { TARGET_BUSINESSES } from './home-businesses';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('names the businesses, links every feature, walks through 4 steps and states the terms', () => {
    renderInMain(<HomePage locale="ru" />, { url: '/ru/' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const businesses = screen
      .getByRole('heading', { level: 2, name: 'Для бизнеса, который живёт записями и заказами' })
      .closest('section') as HTMLElement;
    expect(within(businesses).getAllByRole('listitem')).toHaveLength(TARGET_BUSINESSES.length);
    expect(within(businesses).getByText('Барбершопы')).toBeTruthy();

    const features = screen
      .getByRole('heading', { level: 2, name: 'Всё в одном месте' })
      .closest('section') as HTMLElement;
    expect(
      within(features)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/ru/features/website',
      '/ru/features/online-record',
      '/ru/features/shop',
      '/ru/features/services-with-applications',
      '/ru/features/crm',
      '/ru/features/chats',
      '/ru/features/bot',
      '/ru/features/client-cabinet',
    ]);

    const steps = screen
      .getByRole('heading', { level: 2, name: 'Начните за 4 шага' })
      .closest('section') as HTMLElement;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);

    const terms = screen
      .getByRole('heading', { level: 2, name: 'Понятные условия' })
      .closest('section') as HTMLElement;
    expect(within(terms).getByRole('heading', { level: 3, name: '14 дней бесплатно' })).toBeTruthy();
    expect(terms.textContent).toContain('Оплата со счёта юридического лица недоступна.');
    expect(document.body.textContent).not.toMatch(/main\.(home|marketing)\./);
  });

  it('opens the registration modal from the first screen', () => {
    renderInMain(<HomePage locale="en" />, { url: '/en/' });
    const [first] = screen.getAllByRole('link', { name: 'Try free for 14 days' });
    expect(first.getAttribute('href')).toBe('/en/?auth_view=register&modal=modal-auth-login');
  });
});
