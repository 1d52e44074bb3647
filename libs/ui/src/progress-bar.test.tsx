import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { uiCatalogs } from './messages';
import { ProgressBar } from './progress-bar';

const renderBar = (value: number, visible: boolean) =>
  render(
    <IntlProvider locale="ru" messages={uiCatalogs.ru}>
      <ProgressBar value={value} visible={visible} />
    </IntlProvider>,
  );

describe('ProgressBar', () => {
  it('is a labelled progressbar with the rounded value', () => {
    renderBar(42.6, true);
    const bar = screen.getByRole('progressbar', { name: uiCatalogs.ru['ui.button.loading'] });
    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it('renders nothing while hidden', () => {
    renderBar(100, false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
