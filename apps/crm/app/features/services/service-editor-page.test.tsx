import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { links } from '@donut/app-shell';
import { CreateServiceDocument, DeleteServiceDocument, GetServiceDocument } from '@donut/graphql';
import { apiErrorResult, descriptionOf, renderInCrm, testProject } from '../../testing/render-in-crm';
import { ServiceEditorPage } from './service-editor-page';
import { categoriesMock, category, currencyMock, languagesMock, service } from './services-fixtures';

const HAIR = '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11';
const LIST = { path: '/admin/services', Component: () => <h1>The list</h1> };

const newServiceInput = {
  name: 'Royal shave',
  description: null,
  translations: [{ language: 'ka', name: 'სამეფო პარსვა', description: null }],
  category_id: HAIR,
  price: '40',
  price_is_from: false,
  discount_price: '34.5',
  duration_hours: 1,
  duration_minutes: 15,
  photos: null,
  is_visible: true,
  takes_applications: true,
  bookable_online: false,
};

function renderNew(created: object) {
  return renderInCrm(<ServiceEditorPage project={testProject()} categoryId={HAIR} />, {
    path: '/admin/services/new',
    routes: [LIST],
    mocks: [
      currencyMock,
      languagesMock(['en', 'ka']),
      categoriesMock([category(HAIR, 'Hair')]),
      {
        request: { query: CreateServiceDocument, variables: { project_id: '42', input: newServiceInput } },
        result: created,
      },
    ],
  });
}

/** The service's own name (a translation's name field follows it). */
const mainName = async () => (await screen.findAllByLabelText('Name'))[0];

// fillNewService types seven fields key by key, each keystroke re-rendering the form: on a loaded machine the tests
// that use it can pass jest's default 5 s, hence the larger timeout.
const TYPING_TIMEOUT_MS = 15_000;

async function fillNewService(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await mainName(), 'Royal shave');
  await user.type(screen.getByLabelText('Regular price'), '40');
  await user.type(screen.getByLabelText('Discount price'), '45');
  await user.type(screen.getByLabelText('Hours'), '1');
  await user.type(screen.getByLabelText('Minutes'), '15');
  const georgian = screen.getByRole('group', { name: 'In ქართული' });
  await user.type(within(georgian).getByLabelText('Name'), 'სამეფო პარსვა');
}

describe('ServiceEditorPage', () => {
  it(
    'refuses a discount above the price with the spec text before sending, then adds the service',
    async () => {
      const user = userEvent.setup();
      const view = renderNew({
        data: { create_service: service('s9', { name: 'Royal shave', category_id: HAIR }) },
      });
      expect((await screen.findByLabelText('Category')) as HTMLSelectElement).toHaveProperty('value', HAIR);
      await fillNewService(user);
      await user.click(screen.getByRole('button', { name: 'Add the service' }));
      expect(descriptionOf(screen.getByLabelText('Discount price'))).toContain(
        'The discount price cannot be higher than the regular price',
      );
      expect(view.operations()).not.toContain('CreateService');

      await user.clear(screen.getByLabelText('Discount price'));
      await user.type(screen.getByLabelText('Discount price'), '34.5');
      await user.click(screen.getByRole('button', { name: 'Add the service' }));
      expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
      expect(view.operations()).toContain('CreateService');
    },
    TYPING_TIMEOUT_MS,
  );

  it('asks for hours or minutes under the duration', async () => {
    const user = userEvent.setup();
    renderNew({ data: null });
    await user.type(await mainName(), 'Shave');
    await user.type(screen.getByLabelText('Regular price'), '40');
    await user.click(screen.getByRole('button', { name: 'Add the service' }));
    const duration = screen.getByRole('group', { name: 'Duration' });
    expect(within(duration).getByRole('alert').textContent).toBe('Fill in either hours or minutes');
  });

  it(
    'offers a larger plan when the plan holds no more services',
    async () => {
      const user = userEvent.setup();
      renderNew(
        apiErrorResult(
          'PLAN_LIMIT_REACHED',
          'The “Start” plan allows up to 20 services. Choose a larger plan to add more.',
        ),
      );
      await fillNewService(user);
      await user.clear(screen.getByLabelText('Discount price'));
      await user.type(screen.getByLabelText('Discount price'), '34.5');
      await user.click(screen.getByRole('button', { name: 'Add the service' }));
      const notice = await screen.findByRole('alert');
      expect(notice.textContent).toContain('allows up to 20 services');
      expect(within(notice).getByRole('link', { name: 'Choose a larger plan' }).getAttribute('href')).toBe(
        links().route('main', 'clientRates', {}, { locale: 'en' }),
      );
    },
    TYPING_TIMEOUT_MS,
  );

  it('edits a saved service and deletes it after modal-delete-warning', async () => {
    const user = userEvent.setup();
    const saved = service('s1', {
      name: 'Haircut',
      price_minor: 150050,
      duration_minutes: 90,
      category_id: HAIR,
    });
    renderInCrm(<ServiceEditorPage project={testProject()} serviceId="s1" />, {
      path: '/admin/services/:id',
      url: '/admin/services/s1',
      routes: [LIST],
      mocks: [
        currencyMock,
        languagesMock(['en']),
        categoriesMock([category(HAIR, 'Hair')]),
        {
          request: { query: GetServiceDocument, variables: { project_id: '42', id: 's1' } },
          result: { data: { service: saved } },
        },
        {
          request: { query: DeleteServiceDocument, variables: { project_id: '42', id: 's1' } },
          result: { data: { delete_service: true } },
        },
      ],
    });
    expect(await screen.findByLabelText('Regular price')).toHaveProperty('value', '1500.5');
    expect(screen.getByRole('heading', { name: 'Haircut' })).toBeTruthy();
    expect(screen.getByLabelText('Hours')).toHaveProperty('value', '1');
    expect(screen.getByLabelText('Minutes')).toHaveProperty('value', '30');
    await user.click(screen.getByRole('button', { name: 'Delete the service' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the service “Haircut”?' });
    expect(dialog.id).toBe('modal-delete-warning');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'The list' })).toBeTruthy());
  });

  it('asks before leaving with changes not saved (modal-update-warning)', async () => {
    const user = userEvent.setup();
    renderNew({ data: null });
    await user.type(await mainName(), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'All services' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.id).toBe('modal-update-warning');
    await user.click(within(dialog).getByRole('button', { name: /Stay/ }));
    expect(screen.getAllByLabelText('Name')[0]).toHaveProperty('value', 'Half typed');
  });
});
