import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetServiceListDocument } from '@donut/graphql';
import { apiErrorResult, renderInCrm, testProject } from '../../testing/render-in-crm';
import { AdminHome } from './admin-home';
import { categoriesMock, currencyMock, service, servicesMock, weekMock } from './admin-home-fixtures';
import { SERVICES_PAGE_SIZE } from './starter-content-queries';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const hidden = (...keys: string[]) =>
  testProject().menu.map((item) => ({ ...item, is_visible: !keys.includes(item.key) }));

describe('AdminHome', () => {
  it.each([
    ['ru', 'Salon Jasmine: управление проектом', 'Понедельник', '25 GEL · 1 час'],
    ['en', 'Salon Jasmine: project administration', 'Monday', 'GEL 25 · 1 hour'],
    ['ka', 'Salon Jasmine: პროექტის მართვა', 'ორშაბათი', '25 ₾ · 1 საათი'],
  ] as const)('shows the project and its starter content in %s', async (locale, heading, monday, terms) => {
    renderInCrm(<AdminHome project={testProject()} />, {
      locale,
      mocks: [servicesMock([service(1)]), currencyMock, weekMock, categoriesMock(['Shampoo'])],
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByRole('img').getAttribute('src')).toBe('http://api.test/uploads/main1.png');
    expect(await screen.findByText(monday)).toBeTruthy();
    await waitFor(() => expect(plain(screen.getByText(/·/).textContent)).toBe(terms));
  });

  it('lists the week Monday first with days off and the break', async () => {
    renderInCrm(<AdminHome project={testProject()} />, {
      mocks: [servicesMock([]), currencyMock, weekMock, categoriesMock([])],
    });
    const week = screen.getByRole('region', { name: 'Working week' });
    await within(week).findByText('Monday');
    const terms = within(week)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const definitions = within(week)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(definitions[2]).toBe('10:00–19:00, break 13:00–14:00');
    expect(definitions.slice(5)).toEqual(['Day off', 'Day off']);
  });

  it('pages the services with "Show more", prices in the project currency', async () => {
    const first = Array.from({ length: SERVICES_PAGE_SIZE }, (_, i) => service(i + 1));
    const next = [
      service(11, {
        name: 'Colouring',
        description: 'Any length',
        price_minor: 150050,
        duration_minutes: 150,
      }),
    ];
    renderInCrm(<AdminHome project={testProject()} />, {
      mocks: [
        servicesMock(first, { total: 11, hasNext: true }),
        servicesMock(next, { offset: SERVICES_PAGE_SIZE, total: 11 }),
        currencyMock,
        weekMock,
        categoriesMock([]),
      ],
    });
    const services = screen.getByRole('region', { name: 'Services' });
    expect(await within(services).findByText('Showing 10 of 11 services')).toBeTruthy();
    await userEvent.click(within(services).getByRole('button', { name: 'Show more' }));

    expect(await within(services).findByText('Colouring')).toBeTruthy();
    expect(within(services).getByText('Any length')).toBeTruthy();
    expect(plain(within(services).getByText(/2 hours 30 minutes/).textContent)).toBe(
      'GEL 1,500.50 · 2 hours 30 minutes',
    );
    expect(within(services).getByText('Showing 11 of 11 services')).toBeTruthy();
    expect(within(services).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows no services or categories block while their sections are hidden in the menu', async () => {
    renderInCrm(
      <AdminHome project={testProject({ menu: hidden('services', 'applications', 'products', 'orders') })} />,
      { mocks: [weekMock] },
    );
    expect(await screen.findByText('Monday')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Services' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Product categories' })).toBeNull();
  });

  it('says when a block has nothing yet, and lists the categories it has', async () => {
    renderInCrm(<AdminHome project={testProject()} />, {
      mocks: [servicesMock([]), currencyMock, weekMock, categoriesMock(['Shampoo', 'Combs'])],
    });
    expect(screen.getByText('Loading the services…')).toBeTruthy();
    expect(await screen.findByText('The project has no services yet.')).toBeTruthy();
    const categories = screen.getByRole('region', { name: 'Product categories' });
    await within(categories).findByText('Shampoo');
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Shampoo', 'Combs']);
  });

  it('shows a failed block with a retry that loads it again', async () => {
    const failed = {
      request: {
        query: GetServiceListDocument,
        variables: { project_id: '42', limit: SERVICES_PAGE_SIZE, offset: 0 },
      },
      result: apiErrorResult('NOT_AVAILABLE', 'This feature is not available yet.'),
    };
    renderInCrm(<AdminHome project={testProject()} />, {
      mocks: [
        failed,
        servicesMock([service(1, { name: 'Haircut' })]),
        currencyMock,
        weekMock,
        categoriesMock([]),
      ],
    });
    const services = screen.getByRole('region', { name: 'Services' });
    expect((await within(services).findByRole('alert')).textContent).toContain(
      'Could not load the services.',
    );
    await userEvent.click(within(services).getByRole('button', { name: 'Try again' }));
    expect(await within(services).findByText('Haircut')).toBeTruthy();
  });
});
