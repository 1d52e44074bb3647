import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  AddApplicationNoteDocument,
  GetApplicationDocument,
  SetApplicationStatusDocument,
} from '@donut/graphql';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import { countsMock, testApplication } from './application-fixtures';
import { ApplicationCardPage } from './application-card-page';

const entry = (id: string, kind: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApplicationHistoryEntry' as const,
  id,
  kind,
  status: null,
  text: null,
  author_name: null,
  created_at: '2026-11-24T09:30:00.000Z',
  ...overrides,
});

const answer = (
  field_id: string,
  kind: string,
  value: string | null,
  overrides: Record<string, unknown> = {},
) => ({
  __typename: 'ApplicationAnswer' as const,
  field_id,
  kind,
  label: '',
  value,
  address: null,
  ...overrides,
});

const detail = (overrides: Record<string, unknown> = {}) => ({
  ...testApplication('a7'),
  rejection_reason: null,
  customer: {
    __typename: 'ApplicationCustomer' as const,
    id: 'c1',
    name: 'Nino',
    phone: '+995555123456',
    email: 'nino@mail.test',
    language: 'ka',
  },
  answers: [
    answer('q_size', 'text', '60 m²', { label: 'Flat size?' }),
    answer('q_pets', 'yes_no', 'true', { label: 'Any pets?' }),
    answer('address', 'address', null, {
      address: { __typename: 'ApplicationAddress', text: 'Rustaveli 1', latitude: 41.7, longitude: 44.8 },
    }),
  ],
  files: [
    {
      __typename: 'ApplicationFile' as const,
      id: 'f1',
      name: 'plan.pdf',
      content_type: 'application/pdf',
      size: 1048576,
      url: 'http://api.test/files/f1?sig=x',
    },
  ],
  language: 'ka',
  history: [entry('h1', 'created')],
  ...overrides,
});

function renderCard(mocks: MockLink.MockedResponse[] = []) {
  return renderInCrm(<ApplicationCardPage project={testProject()} applicationId="a7" />, {
    path: '/admin/applications/:id',
    url: '/admin/applications/a7',
    mocks: [
      {
        request: { query: GetApplicationDocument, variables: { project_id: '42', id: 'a7' } },
        result: { data: { application: detail() } },
      },
      countsMock(0, { maxUsageCount: 5 }),
      ...mocks,
    ],
  });
}

describe('ApplicationCardPage', () => {
  it('shows the answers under their questions, the file to download and the client one click away', async () => {
    renderCard();
    expect(await screen.findByRole('heading', { name: 'No. 7 · Cleaning' })).toBeTruthy();
    expect(screen.getByText('Flat size?').nextSibling?.textContent).toBe('60 m²');
    expect(screen.getByText('Any pets?').nextSibling?.textContent).toBe('Yes');
    expect(screen.getByRole('link', { name: 'Show on the map' }).getAttribute('href')).toContain('mlat=41.7');
    const file = screen.getByRole('link', { name: 'plan.pdf' });
    expect(file.getAttribute('href')).toBe('http://api.test/files/f1?sig=x');
    expect(file.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Nino' }).getAttribute('href')).toBe('/admin/customers/c1');
  });

  it('moves it to in progress, adds a note, and rejects only with a reason', async () => {
    const user = userEvent.setup();
    const view = renderCard([
      {
        request: {
          query: SetApplicationStatusDocument,
          variables: { project_id: '42', id: 'a7', status: 'in_progress', reason: undefined },
        },
        result: {
          data: {
            set_application_status: detail({
              status: 'in_progress',
              history: [
                entry('h1', 'created'),
                entry('h2', 'status', { status: 'in_progress', author_name: 'Levan' }),
              ],
            }),
          },
        },
      },
      {
        request: {
          query: AddApplicationNoteDocument,
          variables: { project_id: '42', id: 'a7', text: 'Call at 5' },
        },
        result: {
          data: {
            add_application_note: detail({
              status: 'in_progress',
              history: [
                entry('h1', 'created'),
                entry('h2', 'status', { status: 'in_progress', author_name: 'Levan' }),
                entry('h3', 'note', { text: 'Call at 5', author_name: 'Levan' }),
              ],
            }),
          },
        },
      },
      {
        request: {
          query: SetApplicationStatusDocument,
          variables: { project_id: '42', id: 'a7', status: 'rejected', reason: 'We are fully booked' },
        },
        result: {
          data: {
            set_application_status: detail({ status: 'rejected', rejection_reason: 'We are fully booked' }),
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Move to in progress' }));
    expect(await screen.findByText('Status: In progress')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move to in progress' })).toBeNull();

    await user.type(screen.getByLabelText('Note (only you see it)'), 'Call at 5');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Call at 5')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application No. 7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(view.operations().filter((name) => name === 'SetApplicationStatus')).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('Reason (the client will see it)'), 'We are fully booked');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Reason for rejection: We are fully booked')).toBeTruthy();
  });
});
