import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { intlProviderProps } from '@donut/i18n';
import { catalogs } from '../../i18n/catalogs';
import { AdminHome } from './admin-home';

describe('AdminHome', () => {
  it.each([
    ['ru', 'salon: управление проектом'],
    ['en', 'salon: project administration'],
    ['ka', 'salon: პროექტის მართვა'],
  ] as const)('names the project in %s', (locale, heading) => {
    render(
      <IntlProvider {...intlProviderProps(locale, catalogs)}>
        <AdminHome project="salon" />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });
});
