import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { ProfilePage } from './profile-page';
import { renderInMain } from '../../testing/render-in-main';
import { owner, referenceMocks } from './profile-fixtures';

// The cabinet menu's link, beside the page as the layout puts it.
const page = (
  <>
    <Link to="/en/client/projects">My projects</Link>
    <ProfilePage />
  </>
);

// Only the profile's route shows the page: following the menu link leaves it.
const atProfile = {
  url: '/en/client/profile',
  path: '/:locale/client/profile',
  owner,
  mocks: referenceMocks,
};

describe('ProfilePage unsaved changes (spec §2 modal-update-warning)', () => {
  afterEach(() => document.body.removeAttribute('style'));

  it('asks before leaving with a changed last name, and Stay keeps the typed value', async () => {
    renderInMain(page, atProfile);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last name'), 'Beridze');
    await user.click(screen.getByRole('link', { name: 'My projects' }));

    const dialog = screen.getByRole('dialog', { name: 'Leave the page without saving?' });
    expect(dialog.id).toBe('modal-update-warning');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Beridze');
  });

  it('asks for a half-typed password change too', async () => {
    renderInMain(page, atProfile);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Tbilisi-2024');
    await user.click(screen.getByRole('link', { name: 'My projects' }));
    expect(screen.getByRole('dialog', { name: 'Leave the page without saving?' })).toBeTruthy();
  });

  it('does not ask when nothing changed, or the change was undone', async () => {
    renderInMain(page, atProfile);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last name'), 'B');
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('link', { name: 'My projects' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: 'Profile' })).toBeNull();
  });
});
