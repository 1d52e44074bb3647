import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ErrorScreen, errorScreenStatus } from './error-screen';
import { uiCatalogs } from './messages';

const renderIn = (locale: 'ru' | 'en' | 'ka', status: number) =>
  render(
    <IntlProvider locale={locale} messages={uiCatalogs[locale]}>
      <ErrorScreen status={status} homeHref={`/${locale}/`} />
    </IntlProvider>,
  );

describe('ErrorScreen', () => {
  it.each([
    [404, 'Ошибка 404'],
    [403, 'Ошибка доступа'],
    [500, 'Ошибка сервера'],
  ])('shows the spec title for %i', (status, title) => {
    renderIn('ru', status);
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', title);
  });

  it.each([
    ['ka', 404, 'შეცდომა 404', 'გვერდი ვერ მოიძებნა ან წაშლილია'],
    ['ka', 403, 'წვდომის შეცდომა', 'ამ გვერდის სანახავად საკმარისი უფლებები არ გაქვთ'],
    ['ru', 404, 'Ошибка 404', 'Страница не найдена или была удалена'],
    ['ru', 403, 'Ошибка доступа', 'У вас недостаточно прав для просмотра данной страницы'],
  ] as const)('speaks %s on the %i screen', (locale, status, title, description) => {
    const { container } = renderIn(locale, status);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(description)).toBeTruthy();
    expect(container.textContent).not.toMatch(/Page Not Found|Forbidden/);
  });

  it('shows the 500 screen for any other status', () => {
    expect(errorScreenStatus(502)).toBe(500);
    expect(errorScreenStatus(401)).toBe(500);
    renderIn('en', 418);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Server error');
  });

  it('has a go-home button to the locale home', () => {
    renderIn('ka', 404);
    expect(screen.getByRole('link', { name: 'მთავარ გვერდზე' }).getAttribute('href')).toBe('/ka/');
  });
});
