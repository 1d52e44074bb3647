/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://salon.localhost:3003/"}
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../testing/fake-api';
import { renderInClientView } from '../../../testing/render-in-client-view';
import { Suspense } from 'react';
import { CustomerIntl } from '../../../shared/customer-intl';
import ApplicationsSection from './applications-section';

/** As the cabinet shows it: with the client's own texts. */
const renderSection = () =>
  renderInClientView(
    <Suspense>
      <CustomerIntl>
        <ApplicationsSection />
      </CustomerIntl>
    </Suspense>,
    { url: '/en/cabinet', session: SESSION },
  );

const SESSION = { accessToken: 'access-1', expiresAccessToken: Math.floor(Date.now() / 1000) + 900 };

const application = (number: number, status: string, extra: Record<string, unknown> = {}) => ({
  id: `a${number}`,
  number,
  service_id: 's1',
  service_name: 'Haircut',
  status,
  rejection_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const page = (list: unknown[], hasNext: boolean) => ({
  customer_application_list: { list, meta: { count: list.length, total: 3, has_next_page: hasNext } },
});

describe('the cabinet’s applications', () => {
  it('lists the client’s applications newest first with their statuses, the reason of a rejection, more on demand, and what was sent', async () => {
    const api = installFakeApi((call) => {
      if (call.name === 'GetCustomerApplicationList')
        return (call.body.variables as { offset: number }).offset === 0
          ? {
              body: {
                data: page(
                  [
                    application(3, 'rejected', { rejection_reason: 'We are closed that week' }),
                    application(2, 'in_progress'),
                  ],
                  true,
                ),
              },
            }
          : { body: { data: page([application(1, 'done')], false) } };
      return {
        body: {
          data: {
            customer_application: {
              ...application(2, 'in_progress'),
              answers: [
                { field_id: 'email', kind: 'email', label: '', value: 'nino@mail.test', address: null },
                { field_id: 'q_first', kind: 'yes_no', label: 'First visit?', value: 'true', address: null },
                {
                  field_id: 'address',
                  kind: 'address',
                  label: '',
                  value: null,
                  address: { text: 'Chavchavadze 1', latitude: 41.7, longitude: 44.77 },
                },
              ],
              files: [
                {
                  id: 'f1',
                  name: 'plan.pdf',
                  content_type: 'application/pdf',
                  size: 10,
                  url: 'https://files/f1',
                },
              ],
            },
          },
        },
      };
    });
    renderSection();

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual(['#3 Haircut', '#2 Haircut']);
    expect(within(items[0]).getByText('Rejected')).toBeTruthy();
    expect(within(items[0]).getByText('Reason: We are closed that week')).toBeTruthy();
    expect(within(items[1]).getByText('In progress')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('#1 Haircut')).toBeTruthy();
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    const second = screen.getByText('#2 Haircut').closest('li') as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: 'Details' }));
    expect(await within(second).findByText('nino@mail.test')).toBeTruthy();
    expect(within(second).getByText('First visit?').nextSibling?.textContent).toBe('Yes');
    expect(within(second).getByText(/Chavchavadze 1/)).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'plan.pdf' }).getAttribute('href')).toBe(
      'https://files/f1',
    );
    expect(within(second).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(api.named('GetCustomerApplication')[0].body.variables).toEqual({ id: 'a2' });
  });

  it('says so when the client has sent none', async () => {
    installFakeApi(() => ({ body: { data: page([], false) } }));
    renderSection();
    expect(await screen.findByText('You have not sent any applications yet.')).toBeTruthy();
  });
});
