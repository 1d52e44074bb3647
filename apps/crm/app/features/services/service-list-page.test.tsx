import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  DeleteServiceCategoryDocument,
  ReorderServicesDocument,
  SetServicesVisibilityDocument,
} from '@donut/graphql';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import { ServiceListPage } from './service-list-page';
import {
  categoriesMock,
  category,
  currencyMock,
  languagesMock,
  service,
  servicesMock,
} from './services-fixtures';

const HAIR = '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11';
const BEARD = '1b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a12';
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const categories = () => [
  category(HAIR, 'Hair', { service_count: 2 }),
  category(BEARD, 'Beard', { service_count: 0, is_visible: false }),
];
const haircut = service('s1', { name: 'Haircut', category_id: HAIR, discount_price_minor: 3400 });
const shave = service('s2', { name: 'Shave', price_is_from: true, duration_minutes: 90, is_visible: false });
const kids = service('s3', { name: 'Kids cut', category_id: HAIR });

const render = (mocks: MockLink.MockedResponse[], url = '/admin/services') =>
  renderInCrm(<ServiceListPage project={testProject()} />, {
    path: '/admin/services',
    url,
    mocks: [currencyMock, languagesMock(), ...mocks],
  });

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Services' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('ServiceListPage', () => {
  it('lists the services with their category, length, price and hidden mark beside the categories', async () => {
    render([servicesMock([haircut, shave, kids]), categoriesMock(categories())]);
    const row = (await screen.findByRole('link', { name: 'Haircut' })).closest('li') as HTMLElement;
    expect(plain(row.textContent)).toContain('Hair · 1 hour');
    expect(plain(within(row).getByText(/34/).textContent)).toBe('GEL 34 GEL 40');
    expect(within(row).getByText('GEL 40').tagName).toBe('DEL');
    const hidden = screen.getByRole('link', { name: 'Shave' }).closest('li') as HTMLElement;
    expect(plain(hidden.textContent)).toContain('No category · 1 hour 30 minutes');
    expect(plain(hidden.textContent)).toContain('from GEL 40');
    expect(within(hidden).getByText('Hidden')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'All services' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: /Hair/ }).getAttribute('href')).toBe(
      `/admin/services?category=${HAIR}`,
    );
    expect(screen.getByText('Showing 3 of 3 services')).toBeTruthy();
  });

  it('moves a service with its arrow, from the keyboard, and keeps the focus on it', async () => {
    const user = userEvent.setup();
    render([
      servicesMock([haircut, shave, kids]),
      categoriesMock(categories()),
      {
        request: { query: ReorderServicesDocument, variables: { project_id: '42', ids: ['s2', 's1'] } },
        result: { data: { reorder_services: true } },
      },
      servicesMock([shave, haircut, kids]),
      categoriesMock(categories()),
    ]);
    const down = await screen.findByRole('button', { name: 'Move Haircut down' });
    expect(screen.getByRole('button', { name: 'Move Haircut up' })).toHaveProperty('disabled', true);
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Haircut is now in place 2')).toBeTruthy();
    await waitFor(() => expect(rowNames()).toEqual(['Shave', 'Haircut', 'Kids cut']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Haircut down' }));
  });

  it('hides the selected services at once and says how many changed', async () => {
    const user = userEvent.setup();
    render([
      servicesMock([haircut, shave, kids]),
      categoriesMock(categories()),
      {
        request: {
          query: SetServicesVisibilityDocument,
          variables: { project_id: '42', ids: ['s1', 's3'], is_visible: false },
        },
        result: { data: { set_services_visibility: 2 } },
      },
      servicesMock([{ ...haircut, is_visible: false }, shave, { ...kids, is_visible: false }]),
      categoriesMock(categories()),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Haircut' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Kids cut' }));
    expect(screen.getByText('2 services selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide on the site' }));
    expect(await screen.findByText('2 services are hidden now')).toBeTruthy();
    expect(screen.queryByText('2 services selected')).toBeNull();
  });

  it('asks where the services of a deleted category go, and moves them there', async () => {
    const user = userEvent.setup();
    const query = `category=${HAIR}`;
    render(
      [
        servicesMock([haircut, kids], query),
        categoriesMock(categories()),
        {
          request: {
            query: DeleteServiceCategoryDocument,
            variables: { project_id: '42', id: HAIR, move_services_to: BEARD },
          },
          result: { data: { delete_service_category: true } },
        },
        categoriesMock([category(BEARD, 'Beard', { service_count: 2, is_visible: false })]),
        // The category's list loads again before the page leaves it.
        servicesMock([], query),
        servicesMock([haircut, kids].map((one) => ({ ...one, category_id: BEARD }))),
        // On a slow machine the forgotten lists may be asked for once more while the page moves: same answers.
        categoriesMock([category(BEARD, 'Beard', { service_count: 2, is_visible: false })]),
        servicesMock([haircut, kids].map((one) => ({ ...one, category_id: BEARD }))),
      ],
      `/admin/services?${query}`,
    );
    expect(await screen.findByRole('heading', { name: 'Hair' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete the category' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the category “Hair”?' });
    expect(dialog.id).toBe('modal-delete-warning');
    expect(within(dialog).getByText('Its 2 services stay: choose where they go.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Move the services to'), 'Beard');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the category' }));
    // Three requests in a row (delete, categories, the list): generous waits for a busy test machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
    await waitFor(() => expect(screen.getAllByText('Beard · 1 hour')).toHaveLength(2), { timeout: 5_000 });
    // Under load the moved services can show (the repeated answers above) a moment before the page has left the
    // deleted category: wait for the move as well.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'All services' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('invites to add the first service to an empty catalogue, and offers a reset for an empty search', async () => {
    render([servicesMock([]), categoriesMock([])]);
    expect(await screen.findByRole('heading', { name: 'No services yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a service' }).getAttribute('href')).toBe(
      '/admin/services/new',
    );
  });
});
