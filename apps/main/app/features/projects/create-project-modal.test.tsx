import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveMenuDocument, SaveProjectDocument } from '@donut/graphql';
import { ProjectsPage } from './projects-page';
import { CreateProjectModal } from './create-project-modal';
import { apiErrorResult, project, projectListMock, referenceMocks } from './projects-fixtures';
import { descriptionOf } from '../../testing/description-of';
import { renderInMain } from '../../testing/render-in-main';
import { testClient } from '../../testing/test-client';
import { recordTexts } from './record-texts';

const NAME = 'Салон «Жасмин»';
const created = project(1, { name: NAME, domain: 'salon-zhasmin' });
const saveVariables = {
  name: NAME,
  domain: 'salon-zhasmin',
  currency_id: '1',
  direction_id: '4',
  locale: 'en',
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'New project' });
  await user.type(within(dialog).getByLabelText('Project name'), NAME);
  await waitFor(() =>
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Currency').disabled).toBe(false),
  );
  await user.selectOptions(within(dialog).getByLabelText('Currency'), 'GEL — Georgian lari');
  await waitFor(() =>
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Line of business').disabled).toBe(false),
  );
  await user.selectOptions(within(dialog).getByLabelText('Line of business'), 'Beauty salon');
  return dialog;
}

describe('CreateProjectModal', () => {
  it('proposes the website address from a Russian name until the owner edits it', async () => {
    renderInMain(<CreateProjectModal isOpen onClose={jest.fn()} />, {
      url: '/en/client/projects',
      owner: testClient,
      mocks: referenceMocks,
    });
    const user = userEvent.setup();
    const name = screen.getByLabelText('Project name');
    const address = screen.getByLabelText<HTMLInputElement>('Website address');
    expect(descriptionOf(address)).toMatch(/^At least 6 characters: lowercase Latin letters/);

    await user.type(name, 'Салон');
    expect(address.value).toBe('salon-studio');
    await user.type(name, ' «Жасмин»');
    expect(address.value).toBe('salon-zhasmin');

    await user.clear(address);
    await user.type(address, 'jasmine-tbilisi');
    await user.type(name, ' Люкс');
    expect(address.value).toBe('jasmine-tbilisi');
  });

  it('checks the name and the address before sending anything', async () => {
    renderInMain(<CreateProjectModal isOpen onClose={jest.fn()} />, {
      url: '/ru/client/projects',
      owner: testClient,
      mocks: referenceMocks,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Адрес сайта'), 'Салон');
    await user.click(screen.getByRole('button', { name: 'Создать проект' }));

    expect(
      descriptionOf(await screen.findByLabelText('Название проекта', { selector: '[aria-invalid="true"]' })),
    ).toBe('Это поле обязательно для заполнения');
    expect(descriptionOf(screen.getByLabelText('Адрес сайта'))).toContain(
      'Адрес сайта должен быть не короче 6 символов',
    );
  });

  it('creates the project, then saves the sections, then shows it in the list with a notice', async () => {
    const calls: string[] = [];
    const saveProject = jest.fn(() => {
      calls.push('SaveProject');
      return { data: { save_project: created } };
    });
    const menu = [
      { key: 'products', is_visible: true },
      { key: 'orders', is_visible: true },
      { key: 'services', is_visible: false },
      { key: 'applications', is_visible: false },
    ];
    const saveMenu = jest.fn(() => {
      calls.push('SaveMenu');
      return { data: { save_menu: menu.map((item) => ({ __typename: 'MenuElement', ...item })) } };
    });
    const { store } = renderInMain(<ProjectsPage />, {
      url: '/en/client/projects',
      owner: testClient,
      mocks: [
        projectListMock([], { total: 0, has_next_page: false }),
        ...referenceMocks,
        { request: { query: SaveProjectDocument, variables: saveVariables }, result: saveProject, delay: 30 },
        {
          request: { query: SaveMenuDocument, variables: { project_id: created.id, menu } },
          result: saveMenu,
          delay: 30,
        },
        projectListMock([created], { total: 1, has_next_page: false }),
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Create your first project' });
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Services and applications' }));
    expect(
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Products and orders' }).checked,
    ).toBe(true);
    const phrases = recordTexts(within(dialog).getByRole('status'));

    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    expect(await screen.findByRole('heading', { level: 2, name: NAME })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual(['SaveProject', 'SaveMenu']);
    expect(saveProject).toHaveBeenCalledWith(saveVariables);
    expect(phrases).toEqual(['Loading data…', 'Connecting…', 'Creating the project…']);
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({
        message: { id: 'main.projects.toast.created', values: { name: NAME } },
        type: 'success',
      }),
    ]);
  });

  it('shows a taken address under the address field and keeps the form', async () => {
    const taken = 'This website address is already taken. Please choose another one';
    const { store } = renderInMain(<CreateProjectModal isOpen onClose={jest.fn()} />, {
      url: '/en/client/projects',
      owner: testClient,
      mocks: [
        ...referenceMocks,
        {
          request: { query: SaveProjectDocument, variables: saveVariables },
          result: apiErrorResult('BAD_USER_INPUT', 'Check the highlighted fields.', { domain: taken }),
        },
      ],
    });
    const user = userEvent.setup();
    const dialog = await fillForm(user);

    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    const address = await within(dialog).findByLabelText('Website address', {
      selector: '[aria-invalid="true"]',
    });
    expect(descriptionOf(address)).toContain(taken);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe('');
    expect(within(dialog).getByRole('button', { name: 'Create project' })).toHaveProperty('disabled', false);
    expect(store.getState().toasts).toEqual([]);
  });
});
