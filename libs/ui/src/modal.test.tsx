import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { uiCatalogs } from './messages';
import { Modal } from './modal';

function Page({ children, onClose }: { children?: ReactNode; onClose?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const handleClose = () => {
    onClose?.();
    setIsOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Log in
      </button>
      <Modal id="modal-auth-login" isOpen={isOpen} title="Sign in" onClose={handleClose}>
        {children}
      </Modal>
    </>
  );
}

const renderPage = (children?: ReactNode, onClose?: () => void) =>
  render(
    <IntlProvider locale="en" messages={uiCatalogs.en}>
      <Page onClose={onClose}>{children}</Page>
    </IntlProvider>,
  );

const loginForm = (
  <form>
    <label>
      Email <input name="email" />
    </label>
    <button type="submit">Continue</button>
  </form>
);

const openModal = () => userEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('Modal', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
  });

  it('renders nothing while closed', () => {
    renderPage(loginForm);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a labelled modal dialog in a portal on the body', async () => {
    const { container } = renderPage(loginForm);
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.id).toBe('modal-auth-login');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it("focuses the body's first control, else the dialog itself", async () => {
    renderPage(loginForm);
    await openModal();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('focuses the dialog when its body has no control', async () => {
    renderPage(<p>All your data will be lost.</p>);
    await openModal();
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    renderPage(loginForm);
    await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const submit = screen.getByRole('button', { name: 'Continue' });

    await userEvent.tab();
    expect(document.activeElement).toBe(submit);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(email);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(submit);
  });

  it.each([
    ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
    [
      'a click on the backdrop',
      () => userEvent.click(screen.getByRole('dialog').parentElement as HTMLElement),
    ],
  ])('closes on %s', async (_how, close) => {
    const onClose = jest.fn();
    renderPage(loginForm, onClose);
    await openModal();
    await close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on a click inside the dialog, even one dragged out onto the backdrop', async () => {
    const onClose = jest.fn();
    renderPage(loginForm, onClose);
    await openModal();
    const dialog = screen.getByRole('dialog');
    await userEvent.click(screen.getByText('Sign in'));
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: screen.getByRole('textbox', { name: 'Email' }) },
      { target: dialog.parentElement as HTMLElement },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('locks page scroll while open and restores it, the scroll position and the focus on close', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY') as PropertyDescriptor;
    const setScrollY = (y: number) =>
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    setScrollY(640);
    document.body.style.overflow = 'auto';
    try {
      renderPage(loginForm);
      const opener = screen.getByRole('button', { name: 'Log in' });
      await openModal();
      expect(document.body.style.overflow).toBe('hidden');

      // As iOS Safari may do under an overlay: the page moved while the modal was open.
      setScrollY(0);
      await userEvent.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('auto');
      expect(scrollTo).toHaveBeenCalledWith(0, 640);
      expect(document.activeElement).toBe(opener);
    } finally {
      scrollTo.mockRestore();
      Object.defineProperty(window, 'scrollY', jsdomScrollY);
    }
  });

  it('keeps the page locked until the last of two open modals closes', () => {
    const renderTwo = (first: boolean, second: boolean) => (
      <IntlProvider locale="en" messages={uiCatalogs.en}>
        <Modal id="modal-filters" isOpen={first} title="Filters" onClose={() => undefined}>
          filters
        </Modal>
        <Modal id="modal-sort" isOpen={second} title="Sort" onClose={() => undefined}>
          sort
        </Modal>
      </IntlProvider>
    );
    const { rerender } = render(renderTwo(true, true));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(renderTwo(false, true));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(renderTwo(false, false));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes only the inner one of nested modals on Escape, and keeps Tab in it', async () => {
    const onOuterClose = jest.fn();
    const onInnerClose = jest.fn();
    const renderNested = (isInnerOpen: boolean) => (
      <IntlProvider locale="en" messages={uiCatalogs.en}>
        <Modal id="modal-project-create" isOpen title="New project" onClose={onOuterClose}>
          <input aria-label="Name" />
          <Modal id="modal-update-warning" isOpen={isInnerOpen} title="Leave?" onClose={onInnerClose}>
            <button type="button">Stay</button>
          </Modal>
        </Modal>
      </IntlProvider>
    );
    const { rerender } = render(renderNested(false));
    rerender(renderNested(true));
    const stay = screen.getByRole('button', { name: 'Stay' });
    expect(document.activeElement).toBe(stay);

    await userEvent.tab();
    expect(document.activeElement?.closest('[role="dialog"]')?.id).toBe('modal-update-warning');
    await userEvent.keyboard('{Escape}');
    expect(onInnerClose).toHaveBeenCalledTimes(1);
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('survives the double effects of StrictMode', async () => {
    render(
      <StrictMode>
        <IntlProvider locale="en" messages={uiCatalogs.en}>
          <Page>{loginForm}</Page>
        </IntlProvider>
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Log in' });
    await openModal();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('restores the page when it unmounts while open', () => {
    const { unmount } = render(
      <IntlProvider locale="en" messages={uiCatalogs.en}>
        <Modal id="modal-chat" isOpen title="Chat" onClose={() => undefined}>
          chat
        </Modal>
      </IntlProvider>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    act(() => unmount());
    expect(document.body.style.overflow).toBe('');
  });
});
