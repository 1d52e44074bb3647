import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthApi } from '@donut/app-shell';
import { ProjectsPage } from './projects-page';
import { renderInMain } from '../../testing/render-in-main';
import { testClient } from '../../testing/test-client';
import { project, projectListMock, referenceMocks } from './projects-fixtures';

const mockResendConfirmation = jest.fn<ReturnType<AuthApi['resendConfirmation']>, []>();
jest.mock('@donut/app-shell', () => ({
  ...jest.requireActual('@donut/app-shell'),
  useAuthApi: () => ({ resendConfirmation: mockResendConfirmation }),
}));

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('ProjectsPage', () => {
  it('asks an owner with an unconfirmed e-mail to confirm it, and offers a new link', async () => {
    mockResendConfirmation.mockResolvedValue({ ok: true, data: { sent: true } });
    // No GetProjectList mock: the list is not asked for before the address is confirmed.
    const { store } = renderInMain(<ProjectsPage />, {
      url: '/en/client/projects',
      owner: { ...testClient, is_confirm_email: false },
    });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'My projects' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Confirm your account' })).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add project' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Confirm your e-mail to create projects.',
    );

    await user.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Get a new link' }));
    await waitFor(() =>
      expect(store.getState().toasts[0]).toMatchObject({
        message: { id: 'main.cabinet.confirm.sent' },
        type: 'success',
      }),
    );
  });

  it('invites a confirmed owner without projects to create the first one', async () => {
    renderInMain(<ProjectsPage />, {
      url: '/en/client/projects',
      owner: testClient,
      mocks: [projectListMock([], { total: 0, has_next_page: false }), ...referenceMocks],
    });
    const user = userEvent.setup();
    expect(screen.getByText('Loading your projects…')).toBeTruthy();

    const empty = await screen.findByRole('region', { name: 'Create your first project' });
    expect(
      within(empty).getByText('You have no projects yet. Your first project will appear here.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add project' }).getAttribute('aria-disabled')).toBeNull();

    await user.click(within(empty).getByRole('button', { name: 'Create project' }));
    expect(screen.getByRole('dialog', { name: 'New project' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Project name'));
  });

  it('shows the newest 12 projects and appends the next page on "Show more", in Russian', async () => {
    const firstPage = Array.from({ length: 12 }, (_, index) => project(14 - index));
    const secondPage = [project(2), project(1)];
    renderInMain(<ProjectsPage />, {
      url: '/ru/client/projects',
      owner: testClient,
      mocks: [
        projectListMock(firstPage, { total: 14, has_next_page: true }),
        projectListMock(secondPage, { total: 14, has_next_page: false }, 12),
      ],
    });
    const user = userEvent.setup();

    await screen.findByText('Показано 12 из 14 проектов');
    expect(cardNames()).toHaveLength(12);
    expect(cardNames()[0]).toBe('Project 14');

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));

    await screen.findByText('Показано 14 из 14 проектов');
    expect(cardNames().slice(-3)).toEqual(['Project 3', 'Project 2', 'Project 1']);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('says when the list cannot load and loads it again on request', async () => {
    renderInMain(<ProjectsPage />, {
      url: '/en/client/projects',
      owner: testClient,
      mocks: [
        {
          request: projectListMock([], { total: 0, has_next_page: false }).request,
          error: new Error('Network is down'),
        },
        projectListMock([project(1, { name: 'Chai & Co' })], { total: 1, has_next_page: false }),
      ],
    });
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your projects.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Chai & Co' })).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 project')).toBeTruthy();
  });
});
