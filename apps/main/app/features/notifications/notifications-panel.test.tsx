import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@donut/i18n';
import { listMock, notification, readMock } from './notifications-fixtures';
import { NotificationsPanel } from './notifications-panel';
import { renderInMain } from '../../testing/render-in-main';

function renderPanel(
  mocks: MockLink.MockedResponse[],
  { locale = 'en', url = `/${locale}/` }: { locale?: Locale; url?: string } = {},
) {
  const view = renderInMain(<NotificationsPanel />, { url, mocks });
  return { ...view, user: userEvent.setup() };
}

/** The bell once the list has answered: its name carries the unread count. */
const findBell = (name: string) => screen.findByRole('button', { name });

describe('NotificationsPanel', () => {
  it('shows the unread count on the bell, in its name and in a badge', async () => {
    renderPanel([
      listMock([notification(1), notification(2), notification(3), notification(4, { viewed: true })], {
        unread: 3,
      }),
    ]);
    // Until the list answers: the bell alone, without a count.
    expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toBe('');

    const bell = await findBell('Notifications, 3 unread');
    expect(bell.textContent).toBe('3');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it.each<[Locale, number, string]>([
    ['en', 1, 'Notifications, 1 unread'],
    ['ru', 1, 'Уведомления, 1 непрочитанное'],
    ['ru', 3, 'Уведомления, 3 непрочитанных'],
    ['ru', 25, 'Уведомления, 25 непрочитанных'],
    ['ka', 2, 'შეტყობინებები, 2 წაუკითხავი'],
  ])('names the bell in %s for %i unread', async (locale, unread, name) => {
    renderPanel([listMock([notification(1)], { unread })], { locale });
    expect((await findBell(name)).textContent).toBe(String(unread));
  });

  it('caps the badge at 99+ while the name has the exact count', async () => {
    renderPanel([listMock([notification(1)], { unread: 140, total: 140 })]);
    expect((await findBell('Notifications, 140 unread')).textContent).toBe('99+');
  });

  it('shows the empty state, with no badge and "Mark all as read" disabled', async () => {
    const { user } = renderPanel([listMock([], { unread: 0 })]);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('No notifications yet')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).queryByRole('list')).toBeNull();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
    expect(bell.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens a dialog with the newest notifications, unread ones marked, and focus inside', async () => {
    const list = [notification(1), notification(2, { project: null, viewed: true })];
    const { user } = renderPanel([listMock(list, { unread: 1 })]);
    await user.click(await findBell('Notifications, 1 unread'));

    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(document.activeElement).toBe(dialog);
    const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell.getAttribute('aria-controls')).toBe(dialog.id);

    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].className).toContain('notifications-panel__item--unread');
    expect(within(items[0]).getByText('Unread:').className).toBe('donut-visually-hidden');
    expect(within(items[0]).getByText('Project: Salon Nino')).toBeTruthy();
    expect(items[1].textContent).not.toContain('Unread');
    expect(items[1].textContent).not.toContain('Project:');

    const time = items[0].querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(list[0].created_at);
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(list[0].created_at),
    );
    expect(time?.textContent).toBe(expected);

    const link = within(items[0]).getByRole('link', { name: 'Create a project' });
    expect(link.getAttribute('href')).toBe('http://localhost/en/client/projects');
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('formats the date in the page locale', async () => {
    const list = [notification(1)];
    const { user } = renderPanel([listMock(list, { unread: 1 })], { locale: 'ru' });
    await user.click(await findBell('Уведомления, 1 непрочитанное'));
    const time = screen.getByRole('dialog', { name: 'Уведомления' }).querySelector('time');
    const expected = new Intl.DateTimeFormat('ru', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(list[0].created_at),
    );
    expect(time?.textContent).toBe(expected);
  });

  it('"Mark all as read" sends ids [] and the badge goes once the list is refetched', async () => {
    const sent = jest.fn();
    const { user } = renderPanel([
      listMock([notification(1), notification(2), notification(3, { viewed: true })], { unread: 2 }),
      readMock([], sent),
      // The refetch: everything read, and a notification that came meanwhile.
      listMock(
        [
          notification(0, { title: 'Arrived meanwhile', viewed: true }),
          notification(1, { viewed: true }),
          notification(2, { viewed: true }),
        ],
        { unread: 0, total: 4 },
      ),
    ]);
    await user.click(await findBell('Notifications, 2 unread'));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));

    expect(await within(dialog).findByText('Arrived meanwhile')).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({ ids: [] });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
    expect(within(dialog).queryByText('Unread:')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(
      true,
    );
    // The disabled button let go of the focus: it stays in the panel.
    expect(document.activeElement).toBe(dialog);
  });

  it('says so when "Mark all as read" fails, and keeps the count', async () => {
    const { user } = renderPanel([
      listMock([notification(1)], { unread: 1 }),
      { request: readMock([]).request, error: new Error('offline') },
    ]);
    await user.click(await findBell('Notifications, 1 unread'));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not mark the notifications as read. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('marks a notification read with its id before following its button', async () => {
    let urlWhenSent = '';
    const first = notification(1);
    const view = renderPanel(
      [
        listMock([first, notification(2)], { unread: 2 }),
        readMock([first.id], () => (urlWhenSent = view.currentUrl())),
      ],
      {
        url: '/en/rates',
      },
    );
    await view.user.click(await findBell('Notifications, 2 unread'));
    const [item] = within(screen.getByRole('dialog')).getAllByRole('listitem');
    await view.user.click(within(item).getByRole('link', { name: 'Create a project' }));

    await waitFor(() => expect(view.currentUrl()).toBe('/en/client/projects'));
    expect(urlWhenSent).toBe('/en/rates');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' }).textContent).toBe('1');
  });

  it('follows the button of a read notification without marking it again', async () => {
    const read = notification(1, { viewed: true });
    const sent = jest.fn();
    const view = renderPanel([listMock([read], { unread: 0 }), readMock([read.id], sent)]);
    await view.user.click(screen.getByRole('button', { name: 'Notifications' }));
    await view.user.click(await screen.findByRole('link', { name: 'Create a project' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/en/client/projects'));
    expect(sent).not.toHaveBeenCalled();
  });

  it('does not turn an unsafe button address into a link', async () => {
    const { user } = renderPanel([
      listMock([notification(1, { button_link: 'javascript:alert(1)' })], { unread: 1 }),
    ]);
    await user.click(await findBell('Notifications, 1 unread'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Notification 1')).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    const { user } = renderPanel([listMock([notification(1)], { unread: 1 })]);
    const bell = await findBell('Notifications, 1 unread');
    await user.click(bell);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Mark all as read');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside and on the bell', async () => {
    const { user } = renderPanel([listMock([notification(1)], { unread: 1 })]);
    const bell = await findBell('Notifications, 1 unread');
    await user.click(bell);
    await user.click(within(screen.getByRole('dialog')).getByText('Notification 1'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(bell);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(bell);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Show more" appends the next page and moves the focus to it', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) => notification(index + 1, { viewed: true }));
    const { user } = renderPanel([
      listMock(firstPage, { unread: 0, total: 12, hasNextPage: true }),
      listMock(
        [notification(11, { viewed: true }), notification(12, { viewed: true })],
        { unread: 0, total: 12 },
        { offset: 10 },
      ),
    ]);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Show more' }));

    expect(await within(dialog).findByText('Notification 12')).toBeTruthy();
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    await waitFor(() => expect(document.activeElement).toBe(items[10]));
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('keeps the "Show more" pages when the list is refetched', async () => {
    const unreadPage = Array.from({ length: 10 }, (_, index) => notification(index + 1));
    // Everything read, and one that came meanwhile: the twelve newest now end with Notification 11.
    const refetched = [
      notification(0, { title: 'Arrived meanwhile', viewed: true }),
      ...Array.from({ length: 11 }, (_, index) => notification(index + 1, { viewed: true })),
    ];
    const { user } = renderPanel([
      listMock(unreadPage, { unread: 12, total: 12, hasNextPage: true }),
      listMock([notification(11), notification(12)], { unread: 12, total: 12 }, { offset: 10 }),
      readMock([]),
      // The refetch asks for everything shown, from the top.
      listMock(refetched, { unread: 0, total: 13, hasNextPage: true }, { limit: 12 }),
    ]);
    await user.click(await findBell('Notifications, 12 unread'));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await within(dialog).findByText('Notification 12');
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));

    await within(dialog).findByText('Arrived meanwhile');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(12);
    expect(within(dialog).queryByText('Notification 12')).toBeNull();
    expect(within(dialog).queryByText('Unread:')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toBe('');
  });

  it('shows loading, then an error with a retry', async () => {
    const { user } = renderPanel([
      { request: listMock([], { unread: 0 }).request, error: new Error('offline'), delay: 200 },
      listMock([notification(1)], { unread: 1 }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Loading notifications…')).toBeTruthy();

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Could not load the notifications.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Notification 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});
