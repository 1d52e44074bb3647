import { screen, within } from '@testing-library/react';
import { renderInMain } from '../../../testing/render-in-main';
import { FEATURE_SLUGS } from '../marketing-pages';
import { FeaturePage } from './feature-page';

describe('FeaturePage', () => {
  it.each(FEATURE_SLUGS)(
    '%s: one main heading, what it gives, four benefits, who it is for, every text in the catalog',
    (slug) => {
      renderInMain(<FeaturePage slug={slug} />, { url: `/ka/features/${slug}` });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 3, name: 'თქვენს ბიზნესს' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 3, name: 'თქვენს კლიენტებს' })).toBeTruthy();
      const benefits = screen
        .getByRole('heading', { level: 2, name: 'რატომ გამოგადგებათ' })
        .closest('section') as HTMLElement;
      expect(within(benefits).getAllByRole('listitem')).toHaveLength(4);
      // A missing message renders its id instead of the text.
      expect(document.body.textContent).not.toMatch(/main\.marketing\./);
    },
  );

  it('leads to the registration modal and to the other seven features', () => {
    renderInMain(<FeaturePage slug="crm" />, { url: '/ru/features/crm' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'CRM, которая ведёт ваш сайт за вас' }),
    ).toBeTruthy();
    const signUps = screen.getAllByRole('link', { name: 'Попробовать 14 дней бесплатно' });
    expect(signUps.map((link) => link.getAttribute('href'))).toEqual([
      '/ru/features/crm?auth_view=register&modal=modal-auth-login',
      '/ru/features/crm?auth_view=register&modal=modal-auth-login',
    ]);
    const others = screen.getByRole('navigation', { name: 'Другие возможности' });
    expect(within(others).getAllByRole('link')).toHaveLength(7);
    expect(within(others).queryByRole('link', { name: 'CRM' })).toBeNull();
  });

  it('says when a feature is still rolling out, and only then', () => {
    const note = 'We are rolling this feature out step by step.';
    const { unmount } = renderInMain(<FeaturePage slug="shop" />, { url: '/en/features/shop' });
    expect(document.body.textContent).toContain(note);
    unmount();
    renderInMain(<FeaturePage slug="website" />, { url: '/en/features/website' });
    expect(document.body.textContent).not.toContain(note);
  });
});
