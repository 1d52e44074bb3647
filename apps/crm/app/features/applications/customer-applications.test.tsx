import { screen, within } from '@testing-library/react';
import { GetApplicationListDocument } from '@donut/graphql';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import { applicationListResult, testApplication } from './application-fixtures';
import { CustomerApplications } from './customer-applications';

const listMock = (applications: ReturnType<typeof testApplication>[]) => ({
  request: {
    query: GetApplicationListDocument,
    variables: {
      project_id: '42',
      filter: { customer_id: 'c1' },
      sort: { field: 'created_at', direction: 'desc' },
      limit: 100,
      offset: 0,
    },
  },
  result: applicationListResult(applications),
});

describe('CustomerApplications', () => {
  it('lists the client’s applications with their statuses, each leading to its card', async () => {
    renderInCrm(<CustomerApplications project={testProject()} customerId="c1" />, {
      mocks: [
        listMock([
          testApplication('a2', { status: 'rejected' }),
          testApplication('a1', { status: 'in_progress' }),
        ]),
      ],
    });
    const block = await screen.findByRole('region', { name: 'Applications' });
    const link = await within(block).findByRole('link', { name: 'No. 2 · Cleaning' });
    expect(link.getAttribute('href')).toBe('/admin/applications/a2');
    expect(
      within(block)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Rejected'), expect.stringContaining('In progress')]);
  });

  it('says when the client has sent none', async () => {
    renderInCrm(<CustomerApplications project={testProject()} customerId="c1" />, { mocks: [listMock([])] });
    expect(await screen.findByText('This client has not sent any applications.')).toBeTruthy();
  });
});
