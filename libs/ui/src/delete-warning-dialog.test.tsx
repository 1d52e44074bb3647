import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { DeleteWarningDialog, type DeleteWarningDialogProps } from './delete-warning-dialog';
import { uiCatalogs } from './messages';

type Overrides = Partial<Omit<DeleteWarningDialogProps, 'isOpen' | 'onCancel'>>;

function Page({ overrides, onCancel }: { overrides: Overrides; onCancel: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Delete the service
      </button>
      <DeleteWarningDialog
        isOpen={isOpen}
        title="Delete the service?"
        onConfirm={() => undefined}
        {...overrides}
        onCancel={() => {
          onCancel();
          setIsOpen(false);
        }}
      >
        «Haircut» disappears from the site.
      </DeleteWarningDialog>
    </>
  );
}

function renderDialog(overrides: Overrides = {}, locale: 'en' | 'ru' = 'en') {
  const onCancel = jest.fn();
  render(
    <IntlProvider locale={locale} messages={uiCatalogs[locale]}>
      <Page overrides={overrides} onCancel={onCancel} />
    </IntlProvider>,
  );
  return {
    onCancel,
    open: () => userEvent.click(screen.getByRole('button', { name: 'Delete the service' })),
  };
}

describe('DeleteWarningDialog', () => {
  afterEach(() => document.body.removeAttribute('style'));

  it('is modal-delete-warning with the text, the permanent-loss warning and Cancel focused first', async () => {
    const { open } = renderDialog();
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Delete the service?' });
    expect(dialog.id).toBe('modal-delete-warning');
    expect(dialog.textContent).toContain('«Haircut» disappears from the site.');
    expect(dialog.textContent).toContain('All data will be lost permanently.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('confirms with the danger button', async () => {
    const onConfirm = jest.fn();
    const { open, onCancel } = renderDialog({ onConfirm, confirmLabel: 'Delete the service' });
    await open();
    const confirm = screen
      .getAllByRole('button', { name: 'Delete the service' })
      .find((b) => b.closest('[role="dialog"]'));
    expect(confirm?.className).toContain('donut-button--danger');
    await userEvent.click(confirm as HTMLElement);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Cancel or Escape and gives the focus back to the opener', async () => {
    const { open, onCancel } = renderDialog();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete the service' }));
    await open();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('leaves out the warning for a deletion that can be undone, and speaks Russian', async () => {
    const { open } = renderDialog({ isPermanent: false }, 'ru');
    await open();
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).not.toContain(uiCatalogs.ru['ui.delete-warning.permanent']);
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeTruthy();
  });

  it('cannot be cancelled while the deletion runs', async () => {
    const { open, onCancel } = renderDialog({ isLoading: true });
    await open();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
