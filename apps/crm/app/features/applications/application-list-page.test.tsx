import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { useLocation } from 'react-router';
import { GetApplicationCountsDocument } from '@donut/graphql';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import {
  applicationListMock,
  countsMock,
  SERVICE_ID,
  serviceChoicesMock,
  testApplication,
} from './application-fixtures';
import { ApplicationListPage } from './application-list-page';

const project = testProject();

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}
const address = () => screen.getByTestId('address').textContent;

function renderInbox(mocks: MockLink.MockedResponse[], url = '/admin/applications') {
  return renderInCrm(
    <>
      <ApplicationListPage project={project} />
      <Address />
    </>,
    { path: '/admin/applications', url, project, mocks },
  );
}

describe('ApplicationListPage', () => {
  it('says what the inbox is for while it is empty', async () => {
    renderInbox([applicationListMock('', []), countsMock(0)]);
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeTruthy();
  });

  it('filters by status, service and days through modal-filters and keeps them in the address', async () => {
    const user = userEvent.setup();
    const filtered = 'status=in_progress&service=' + SERVICE_ID + '&from=2026-11-01&to=2026-11-24';
    const view = renderInbox([
      applicationListMock('', [testApplication('a1'), testApplication('a2', { status: 'done' })]),
      countsMock(1),
      serviceChoicesMock,
      applicationListMock(filtered, [testApplication('a3', { status: 'in_progress' })]),
    ]);
    expect(await screen.findByRole('link', { name: 'No. 1 · Cleaning' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 applications')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter applications' });
    expect(dialog.id).toBe('modal-filters');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'In progress');
    await waitFor(() => expect(within(dialog).getByLabelText('Service')).toHaveProperty('disabled', false));
    await user.selectOptions(within(dialog).getByLabelText('Service'), 'Cleaning');
    // Given backwards, the range is still the days between.
    await user.type(within(dialog).getByLabelText('Sent from'), '2026-11-24');
    await user.type(within(dialog).getByLabelText('Sent until'), '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('link', { name: 'No. 3 · Cleaning' })).toBeTruthy();
    expect(address()).toBe('?' + filtered);
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
    expect(view.operations().filter((name) => name === 'GetApplicationList')).toHaveLength(2);
  });

  it('offers to show all when nothing matches', async () => {
    const user = userEvent.setup();
    renderInbox(
      [
        applicationListMock('status=rejected', []),
        countsMock(0),
        applicationListMock('', [testApplication('a1')]),
      ],
      '/admin/applications?status=rejected',
    );
    await user.click(await screen.findByRole('button', { name: 'Show all applications' }));
    expect(await screen.findByRole('link', { name: 'No. 1 · Cleaning' })).toBeTruthy();
    expect(address()).toBe('');
  });

  it('loads the list again when the counts change (the live feed), so a new application shows without a reload', async () => {
    const view = renderInbox([
      applicationListMock('', [testApplication('a1')]),
      countsMock(1),
      applicationListMock('', [testApplication('a2'), testApplication('a1')]),
    ]);
    expect(await screen.findByRole('link', { name: 'No. 1 · Cleaning' })).toBeTruthy();
    await waitFor(() => expect(view.operations()).toContain('GetApplicationCounts'));
    // What the layout's subscription leaves in the cache when an application arrives.
    act(() =>
      view.cache.writeQuery({
        query: GetApplicationCountsDocument,
        variables: { project_id: '42' },
        data: {
          application_counts: {
            new: 2,
            in_progress: 0,
            done: 0,
            rejected: 0,
          },
        },
      }),
    );
    expect(await screen.findByRole('link', { name: 'No. 2 · Cleaning' })).toBeTruthy();
  });

  it('orders through modal-sort', async () => {
    const user = userEvent.setup();
    renderInbox([
      applicationListMock('', [testApplication('a1')]),
      countsMock(0),
      applicationListMock('sort=oldest', [testApplication('a1')]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Sort: Newest first' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sort applications' });
    expect(dialog.id).toBe('modal-sort');
    await user.click(within(dialog).getByRole('radio', { name: 'Oldest first' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(address()).toBe('?sort=oldest'));
  });
});
