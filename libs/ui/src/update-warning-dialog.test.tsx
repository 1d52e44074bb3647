import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { uiCatalogs } from './messages';
import { UpdateWarningDialog } from './update-warning-dialog';

function renderDialog(locale: 'en' | 'ka' = 'en') {
  const onStay = jest.fn();
  const onLeave = jest.fn();
  render(
    <IntlProvider locale={locale} messages={uiCatalogs[locale]}>
      <UpdateWarningDialog isOpen onStay={onStay} onLeave={onLeave} />
    </IntlProvider>,
  );
  return { onStay, onLeave };
}

describe('UpdateWarningDialog', () => {
  afterEach(() => document.body.removeAttribute('style'));

  it('asks to leave without saving as modal-update-warning, with Stay focused', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Leave the page without saving?' });
    expect(dialog.id).toBe('modal-update-warning');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay' }));
  });

  it.each([
    ['Stay', () => userEvent.click(screen.getByRole('button', { name: 'Stay' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('stays on %s', async (_how, act) => {
    const { onStay, onLeave } = renderDialog();
    await act();
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('leaves on "Leave without saving", in Georgian too', async () => {
    const { onLeave } = renderDialog('ka');
    await userEvent.click(screen.getByRole('button', { name: uiCatalogs.ka['ui.update-warning.leave'] }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
