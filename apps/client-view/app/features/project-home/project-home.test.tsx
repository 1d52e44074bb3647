import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { intlProviderProps } from '@donut/i18n';
import { catalogs } from '../../i18n/catalogs';
import { ProjectHome } from './project-home';

describe('ProjectHome', () => {
  it.each([
    ['ru', 'Добро пожаловать в barber'],
    ['en', 'Welcome to barber'],
    ['ka', 'მოგესალმებით barber-ში'],
  ] as const)('welcomes the end client in %s', (locale, heading) => {
    render(
      <IntlProvider {...intlProviderProps(locale, catalogs)}>
        <ProjectHome project="barber" />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });
});
