/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Outlet, useLocation, type RouteObject } from 'react-router';
import { selectCurrentModal } from '@donut/store';
import { renderWithRouter } from './testing/render-with-router';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from './unsaved-changes-guard';
import { useGoBack } from './use-go-back';

function ProfileForm() {
  const [name, setName] = useState('Nino');
  const guard = useUnsavedChangesGuard(name !== 'Nino');
  return (
    <>
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <Link to="?modal=modal-filters">Filters</Link>
      <UnsavedChangesDialog guard={guard} />
    </>
  );
}

function Frame() {
  const goBack = useGoBack();
  const { pathname, search } = useLocation();
  return (
    <>
      <nav>
        <Link to="/en/client/projects">Projects</Link>
        <button type="button" onClick={goBack}>
          Back
        </button>
      </nav>
      <output aria-label="address">{`${pathname}${search}`}</output>
      <Outlet />
    </>
  );
}

const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Frame />,
    children: [
      { id: 'routes/client-profile', path: '/:locale/client/profile', element: <ProfileForm /> },
      { id: 'routes/client-projects', path: '/:locale/client/projects', element: <h1>Projects</h1> },
    ],
  },
];

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const projectsLink = () => screen.getByRole('link', { name: 'Projects' });

async function typeAndLeave() {
  await userEvent.type(nameField(), ' K.');
  await userEvent.click(projectsLink());
}

describe('useUnsavedChangesGuard (spec §2 modal-update-warning)', () => {
  afterEach(() => document.body.removeAttribute('style'));

  it('lets a clean page go without asking', async () => {
    renderWithRouter(routes, ['/en/client/profile']);
    await userEvent.click(projectsLink());
    expect(address()).toBe('/en/client/projects');
  });

  it('asks before leaving with unsaved changes; Stay keeps the page, the value and gives focus back', async () => {
    const { store } = renderWithRouter(routes, ['/en/client/profile']);
    await typeAndLeave();
    const dialog = screen.getByRole('dialog', { name: 'Leave the page without saving?' });
    expect(dialog.id).toBe('modal-update-warning');
    expect(selectCurrentModal(store.getState())).toBe('modal-update-warning');

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(address()).toBe('/en/client/profile');
    expect(nameField()).toHaveProperty('value', 'Nino K.');
    expect(document.activeElement).toBe(projectsLink());
    expect(selectCurrentModal(store.getState())).toBeNull();
  });

  it('leaves on "Leave without saving"', async () => {
    const { store } = renderWithRouter(routes, ['/en/client/profile']);
    await typeAndLeave();
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(address()).toBe('/en/client/projects');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectCurrentModal(store.getState())).toBeNull();
  });

  it('asks again on the next attempt after Stay', async () => {
    renderWithRouter(routes, ['/en/client/profile']);
    await typeAndLeave();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(projectsLink());
    expect(screen.getByRole('dialog', { name: 'Leave the page without saving?' })).toBeTruthy();
  });

  it('treats Back while asking as Stay (Back closes the open modal first)', async () => {
    renderWithRouter(routes, ['/en/client/profile']);
    await typeAndLeave();
    // The dialog is modal: the page's Back is reached the way Telegram's button reaches it, from outside.
    act(() => screen.getByRole('button', { name: 'Back', hidden: true }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(address()).toBe('/en/client/profile');
    await userEvent.click(projectsLink());
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('lets a change of the query alone pass (a modal or filter of the same page)', async () => {
    renderWithRouter(routes, ['/en/client/profile']);
    await userEvent.type(nameField(), ' K.');
    await userEvent.click(screen.getByRole('link', { name: 'Filters' }));
    expect(address()).toBe('/en/client/profile?modal=modal-filters');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser to confirm closing or reloading the tab only while dirty', async () => {
    renderWithRouter(routes, ['/en/client/profile']);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(nameField(), ' K.');
    expect(unload()).toBe(true);
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Nino');
    expect(unload()).toBe(false);
  });
});
