import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { LanguageSwitcher } from './language-switcher';
import { uiCatalogs } from './messages';

describe('LanguageSwitcher', () => {
  it('links every locale and marks the current one', async () => {
    const switched: string[] = [];
    render(
      <IntlProvider locale="en" messages={uiCatalogs.en}>
        <LanguageSwitcher current="en" hrefFor={(l) => `/${l}/rates`} onSwitch={(l) => switched.push(l)} />
      </IntlProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Site language' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ქართული' }).getAttribute('href')).toBe('/ka/rates');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Русский' }).getAttribute('aria-current')).toBeNull();
    screen.getByRole('link', { name: 'Русский' }).addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(screen.getByRole('link', { name: 'Русский' }));
    expect(switched).toEqual(['ru']);
  });
});
