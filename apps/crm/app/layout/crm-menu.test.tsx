import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInCrm } from '../testing/render-in-crm';
import { CrmMenu } from './crm-menu';

function renderMenu() {
  return renderInCrm(
    <>
      <CrmMenu>
        <a href="#services">Services</a>
        <button type="button">Sign out</button>
      </CrmMenu>
      <p>Page text</p>
    </>,
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById(menuButton().getAttribute('aria-controls') as string);

describe('CrmMenu', () => {
  it('opens from its labelled button and moves focus to the first item', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel()?.className).toBe('crm-menu__panel');
    expect(panel()?.contains(screen.getByRole('button', { name: 'Sign out' }))).toBe(true);

    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(panel()?.className).toContain('crm-menu__panel--open');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Services' }));

    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(menuButton());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));

    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel()?.className).toBe('crm-menu__panel');
    expect(document.activeElement).toBe(menuButton());
  });

  it('opens from the keyboard, and closes on a click outside or on a followed link', async () => {
    const user = userEvent.setup();
    renderMenu();
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByText('Page text'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Services' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });
});
