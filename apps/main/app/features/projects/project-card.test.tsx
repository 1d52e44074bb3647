import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectCard } from './project-card';
import { project } from './projects-fixtures';
import { renderInMain } from '../../testing/render-in-main';
import { testClient } from '../../testing/test-client';
import { COPIED_FLAG_MS } from './use-copy-link';

const salon = project(1, { name: 'Салон «Жасмин»', domain: 'salon-zhasmin' });

function mockClipboard(writeText: (text: string) => Promise<void>) {
  const mock = jest.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: mock }, configurable: true });
  return mock;
}

describe('ProjectCard', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the name, the address, the initials without an image, and links to the CRM on the subdomain in the page’s language', () => {
    const { container } = renderInMain(<ProjectCard project={salon} />, {
      url: '/en/client/projects',
      owner: testClient,
    });
    expect(screen.getByRole('article', { name: 'Салон «Жасмин»' })).toBeTruthy();
    expect(screen.getByText('salon-zhasmin')).toBeTruthy();
    expect(container.querySelector('.project-card__image')?.textContent).toBe('СЖ');
    expect(screen.getByRole('link', { name: 'Open CRM' }).getAttribute('href')).toBe(
      'http://salon-zhasmin.localhost:3002/en/admin',
    );
  });

  it('shows the project image when there is one', () => {
    const { container } = renderInMain(
      <ProjectCard project={project(2, { url: 'http://localhost:4000/uploads/logo.png' })} />,
      { url: '/en/client/projects', owner: testClient },
    );
    expect(container.querySelector('.project-card__image img')?.getAttribute('src')).toBe(
      'http://localhost:4000/uploads/logo.png',
    );
  });

  it('copies the link to the public site, says "Link copied" for 1500 ms and shows the success notice', async () => {
    jest.useFakeTimers();
    const { store } = renderInMain(<ProjectCard project={salon} />, {
      url: '/ka/client/projects',
      owner: testClient,
    });
    const writeText = mockClipboard(() => Promise.resolve());

    fireEvent.click(screen.getByRole('button', { name: 'ბმულის კოპირება' }));
    // The clipboard answers asynchronously: let its promise settle without moving the clock.
    await act(async () => undefined);

    expect(writeText).toHaveBeenCalledWith('http://salon-zhasmin.localhost:3003/ka/');
    expect(screen.getByText('ბმული დაკოპირდა')).toBeTruthy();
    expect(store.getState().toasts[0]).toMatchObject({
      message: { id: 'main.projects.toast.link-copied' },
      type: 'success',
    });

    act(() => jest.advanceTimersByTime(COPIED_FLAG_MS - 1));
    expect(screen.getByText('ბმული დაკოპირდა')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('ბმული დაკოპირდა')).toBeNull();
  });

  it('says so when the browser refuses to copy', async () => {
    const { store } = renderInMain(<ProjectCard project={salon} />, {
      url: '/en/client/projects',
      owner: testClient,
    });
    const user = userEvent.setup();
    mockClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    await waitFor(() => expect(store.getState().toasts).toHaveLength(1));
    expect(screen.queryByText('Link copied')).toBeNull();
    expect(store.getState().toasts[0]).toMatchObject({
      message: { id: 'main.projects.card.copy-failed' },
      type: 'error',
    });
  });
});
