import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetProductCategoryListDocument } from '@donut/graphql';
import { apiErrorResult, renderInCrm, testProject } from '../../testing/render-in-crm';
import { AdminHome } from './admin-home';
import { categoriesMock, weekMock } from './admin-home-fixtures';
import { categoryListVariables } from './starter-content-queries';

const hidden = (...keys: string[]) =>
  testProject().menu.map((item) => ({ ...item, is_visible: !keys.includes(item.key) }));

describe('AdminHome', () => {
  it.each([
    ['ru', 'Salon Jasmine: управление проектом', 'Понедельник'],
    ['en', 'Salon Jasmine: project administration', 'Monday'],
    ['ka', 'Salon Jasmine: პროექტის მართვა', 'ორშაბათი'],
  ] as const)('shows the project and its working week in %s', async (locale, heading, monday) => {
    renderInCrm(<AdminHome project={testProject()} />, {
      locale,
      mocks: [weekMock, categoriesMock(['Shampoo'])],
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByRole('img').getAttribute('src')).toBe('http://api.test/uploads/main1.png');
    expect(await screen.findByText(monday)).toBeTruthy();
  });

  it('lists the week Monday first with days off and the break', async () => {
    renderInCrm(<AdminHome project={testProject()} />, { mocks: [weekMock, categoriesMock([])] });
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

  it('shows no categories block while the shop is hidden in the menu, and no services block at all', async () => {
    renderInCrm(<AdminHome project={testProject({ menu: hidden('products', 'orders') })} />, {
      mocks: [weekMock],
    });
    expect(await screen.findByText('Monday')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Product categories' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Services' })).toBeNull();
  });

  it('says when a block has nothing yet, and lists the categories it has', async () => {
    renderInCrm(<AdminHome project={testProject()} />, { mocks: [weekMock, categoriesMock([])] });
    expect(screen.getByText('Loading the categories…')).toBeTruthy();
    expect(await screen.findByText('The catalogue has no categories yet.')).toBeTruthy();
  });

  it('shows a failed block with a retry that loads it again', async () => {
    const failed = {
      request: { query: GetProductCategoryListDocument, variables: categoryListVariables('42') },
      result: apiErrorResult('NOT_AVAILABLE', 'This feature is not available yet.'),
    };
    renderInCrm(<AdminHome project={testProject()} />, {
      mocks: [failed, categoriesMock(['Shampoo', 'Combs']), weekMock],
    });
    const categories = screen.getByRole('region', { name: 'Product categories' });
    expect((await within(categories).findByRole('alert')).textContent).toContain(
      'Could not load the product categories.',
    );
    await userEvent.click(within(categories).getByRole('button', { name: 'Try again' }));
    await within(categories).findByText('Shampoo');
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Shampoo', 'Combs']);
  });
});
