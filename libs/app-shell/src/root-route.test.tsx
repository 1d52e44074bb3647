/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, data, RouterProvider, useRouteError } from 'react-router';
import type { Locale } from '@donut/i18n';
import { uiCatalogs } from '@donut/ui';
import { notFound } from './locale-routing';
import { RootError } from './root-route';
import './testing/render-with-router'; // its Request stand-in for jsdom

// Issue 13: the error screens spoke English ("Page Not Found: /ru/...", "Forbidden") on ru and ka pages.
function Frame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <main data-locale={locale}>{children}</main>;
}

function Boundary() {
  return (
    <RootError
      error={useRouteError()}
      Frame={Frame}
      homeHref={(locale) => `/${locale}/`}
      pageTitle={(_locale, id) => id}
    />
  );
}

function renderError(locale: 'ru' | 'ka', path: string, fail: (request: Request) => never) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '*',
        loader: ({ request }) => fail(request),
        Component: () => null,
        ErrorBoundary: Boundary,
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <IntlProvider locale={locale} messages={uiCatalogs[locale]}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

const forbidden = (): never => {
  throw data('Forbidden', { status: 403 });
};

afterEach(() => jest.restoreAllMocks());

describe('RootError', () => {
  it.each([
    ['ru', 'Ошибка 404', 'Страница не найдена или была удалена', 'На главную'],
    ['ka', 'შეცდომა 404', 'გვერდი ვერ მოიძებნა ან წაშლილია', 'მთავარ გვერდზე'],
  ] as const)(
    'shows the 404 screen in %s, without the English text or the path',
    async (locale, title, description, home) => {
      const path = `/${locale}/no-such-page`;
      const { container } = renderError(locale, path, notFound);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
      expect(screen.getByText(description)).toBeTruthy();
      expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe(`/${locale}/`);
      expect(container.textContent).not.toMatch(/Page Not Found|Not Found|no-such-page/i);
    },
  );

  it.each([
    ['ru', 'Ошибка доступа', 'У вас недостаточно прав для просмотра данной страницы'],
    ['ka', 'წვდომის შეცდომა', 'ამ გვერდის სანახავად საკმარისი უფლებები არ გაქვთ'],
  ] as const)('shows the 403 screen in %s, without "Forbidden"', async (locale, title, description) => {
    const { container } = renderError(locale, `/${locale}/admin`, forbidden);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(screen.getByText(description)).toBeTruthy();
    expect(container.textContent).not.toMatch(/Forbidden/i);
  });

  it.each([
    ['ru', 'Ошибка сервера', new Error('Boom')],
    ['ka', 'სერვერის შეცდომა', new Error('Boom')],
    ['ru', 'Ошибка сервера', data('Internal Server Error', { status: 502, statusText: 'Bad Gateway' })],
  ] as const)("shows the 500 screen in %s, without the error's own text", async (locale, title, thrown) => {
    const { container } = renderError(locale, `/${locale}/`, () => {
      throw thrown;
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(container.textContent).not.toMatch(/Boom|Internal Server Error|Bad Gateway/);
  });
});
