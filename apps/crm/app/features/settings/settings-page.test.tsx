import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { GetProjectDocument, GetTimezoneListDocument, SaveProjectSettingsDocument } from '@donut/graphql';
import { useCrmProject } from '../../shared/project/use-crm-project';
import { descriptionOf, pictureFile, renderInCrm, testImage, testProject } from '../../testing/render-in-crm';
import { apiAnswer } from '../../testing/api-answer';
import { SettingsPage } from './settings-page';

const project = testProject();
const fetchMock = jest.fn();

/** The page as the layout gives it: the project read from the cache. */
function SettingsFromCache() {
  const cached = useCrmProject(project.domain);
  return cached ? <SettingsPage project={cached} /> : null;
}

const menu = (services = true) =>
  ['products', 'orders', 'services', 'applications'].map((key) => ({
    key,
    is_visible: services || !['services', 'applications'].includes(key),
  }));
const savedMenu = (services = true) => menu(services).map((item) => ({ __typename: 'MenuElement', ...item }));

/** The fields SaveProject gets whatever changed: the ones this form does not show go back as saved. */
const unchanged = {
  id: '42',
  name: 'Salon Jasmine',
  domain: 'salon-jasmine',
  description: null,
  currency_id: '3',
  direction_id: '5',
  language_id: '2',
  locale: 'en',
  timezone: 'Asia/Tbilisi',
};

/** The operations that change something: the form also reads the currencies, languages and time zones. */
const writes = (operations: string[]) => operations.filter((name) => !name.startsWith('Get'));

beforeEach(() => {
  fetchMock.mockReset();
  (window as unknown as Record<string, unknown>).__DONUT_ENV__ = { apiUrl: 'http://api.test', origins: {} };
  URL.createObjectURL = jest.fn((file: File) => `blob:${file.name}`) as unknown as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn();
});

describe('SettingsPage', () => {
  it('changes the time zone after creation, with the rest as saved', async () => {
    const zones = {
      request: { query: GetTimezoneListDocument },
      result: {
        data: {
          timezone_list: [
            { __typename: 'Timezone', id: 'Asia/Tbilisi', name: '(UTC+04:00) Tbilisi' },
            { __typename: 'Timezone', id: 'Europe/Berlin', name: '(UTC+01:00) Berlin' },
          ],
        },
      },
    };
    const save = {
      request: {
        query: SaveProjectSettingsDocument,
        variables: {
          ...unchanged,
          timezone: 'Europe/Berlin',
          image_galleries: null,
          image_deleted: null,
          menu: menu(),
        },
      },
      result: { data: { save_project: { ...project, timezone: 'Europe/Berlin' }, save_menu: savedMenu() } },
    };
    renderInCrm(<SettingsFromCache />, { path: '/admin/settings', project, mocks: [zones, save] });
    const user = userEvent.setup();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await screen.findByRole('option', { name: '(UTC+01:00) Berlin' });
    await user.selectOptions(zone, 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });

  it('saves texts and sections without files in one round trip, keeping the currency and the other fields', async () => {
    const save = {
      request: {
        query: SaveProjectSettingsDocument,
        variables: {
          ...unchanged,
          name: 'Salon Two',
          image_galleries: null,
          image_deleted: null,
          menu: menu(false),
        },
      },
      result: { data: { save_project: { ...project, name: 'Salon Two' }, save_menu: savedMenu(false) } },
    };
    const loader = jest.fn(() => null);
    const { cache, operations } = renderInCrm(<SettingsFromCache />, {
      path: '/admin/settings',
      project,
      mocks: [save],
      uploads: fetchMock,
      loader,
    });
    const user = userEvent.setup();

    await user.clear(await screen.findByLabelText('Project name'));
    await user.type(screen.getByLabelText('Project name'), 'Salon Two');
    await user.click(screen.getByLabelText('Services and applications'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // One round trip: no refetch, no loader run again. Its answer is the project in the cache, menu included.
    expect(writes(operations())).toEqual(['SaveProjectSettings']);
    expect(loader).toHaveBeenCalledTimes(1);
    const cached = cache.readQuery({
      query: GetProjectDocument,
      variables: { domain: 'salon-jasmine' },
    })?.project;
    expect(cached?.name).toBe('Salon Two');
    expect(cached?.menu.map(({ key, is_visible }) => ({ key, is_visible }))).toEqual(menu(false));
  });

  it('sends a new main image and gallery changes as one multipart SaveProjectSettings', async () => {
    fetchMock.mockResolvedValue(
      apiAnswer({
        data: {
          save_project: {
            ...project,
            image_main: testImage('main2'),
            image_galleries: [testImage('g2'), testImage('g3')],
          },
          save_menu: savedMenu(),
        },
      }),
    );
    const { operations } = renderInCrm(<SettingsFromCache />, {
      path: '/admin/settings',
      project,
      uploads: fetchMock,
    });
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Replace the image'), pictureFile('front.png'));
    expect(screen.getByRole('img', { name: 'Main image of the project' }).getAttribute('src')).toBe(
      'blob:front.png',
    );
    await user.upload(screen.getByLabelText('Add pictures'), pictureFile('hall.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(writes(operations())).toEqual(['SaveProjectSettings']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [
      string,
      RequestInit & { body: FormData; headers: Record<string, string> },
    ];
    expect(url).toBe('http://api.test/graphql');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'apollo-require-preflight': 'true',
    });
    expect(init.headers).not.toHaveProperty('content-type');
    const sent = JSON.parse(init.body.get('operations') as string);
    expect(sent.query).toContain('save_project(');
    expect(sent.query).toContain('save_menu(');
    expect(sent.variables).toEqual({
      ...unchanged,
      image_galleries: ['g2'],
      image_deleted: ['g1'],
      image_main: null,
      image_gallery_uploads: [null],
      menu: menu(),
    });
    expect(JSON.parse(init.body.get('map') as string)).toEqual({
      0: ['variables.image_main'],
      1: ['variables.image_gallery_uploads.0'],
    });
    expect((init.body.get('0') as File).name).toBe('front.png');
    expect((init.body.get('1') as File).name).toBe('hall.jpg');
    // The saved gallery replaces the edited one: nothing is new any more.
    expect(screen.queryByText('Uploaded when you save')).toBeNull();
    expect(screen.getByText('2 pictures of 10')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Main image of the project' }).getAttribute('src')).toBe(
      'http://api.test/uploads/main2.png',
    );
  });

  it('removes the main image with image_deleted', async () => {
    const save = {
      request: {
        query: SaveProjectSettingsDocument,
        variables: { ...unchanged, image_galleries: null, image_deleted: ['main1'], menu: menu() },
      },
      result: { data: { save_project: { ...project, image_main: null }, save_menu: savedMenu() } },
    };
    renderInCrm(<SettingsPage project={project} />, { path: '/admin/settings', mocks: [save] });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Remove the image' }));
    expect(screen.getByText('No image')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });

  it('refuses a wrong main image before any upload, with the spec texts', async () => {
    renderInCrm(<SettingsPage project={project} />, { path: '/admin/settings' });
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Replace the image');

    await user.upload(input, pictureFile('scan.tiff', 'image/tiff'));
    expect(descriptionOf(input)).toContain('Invalid file type');
    await user.upload(input, pictureFile('big.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(descriptionOf(input)).toContain('File size should not exceed 5 MB');
    expect(screen.getByRole('img', { name: 'Main image of the project' }).getAttribute('src')).toBe(
      'http://api.test/uploads/main1.png',
    );
  });

  it('shows the API refusing the pictures under each field and saves nothing else', async () => {
    fetchMock.mockResolvedValue(
      apiAnswer({
        data: null,
        errors: [
          {
            message: 'Check the highlighted fields.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { image_main: 'Invalid file type', image_gallery_uploads: 'Maximum 10 files' },
            },
          },
        ],
      }),
    );
    const { operations } = renderInCrm(<SettingsPage project={project} />, {
      path: '/admin/settings',
      uploads: fetchMock,
    });
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Replace the image'), pictureFile('front.png'));
    await user.upload(screen.getByLabelText('Add pictures'), pictureFile('hall.png'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Replace the image'))).toContain('Invalid file type'),
    );
    expect(descriptionOf(screen.getByLabelText('Add pictures'))).toContain('Maximum 10 files');
    expect(screen.queryByText('Settings saved')).toBeNull();
    expect(screen.getByText('Uploaded when you save')).toBeTruthy();
    expect(writes(operations())).toEqual(['SaveProjectSettings']);
  });

  it('asks before leaving with changes not saved, and stays when told', async () => {
    renderInCrm(
      <>
        <Link to="/admin">Overview</Link>
        <SettingsPage project={project} />
      </>,
      { path: '/admin/settings' },
    );
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Description'), 'Hair and nails');
    await user.click(screen.getByRole('link', { name: 'Overview' }));
    const question = await screen.findByRole('dialog');
    expect(question.id).toBe('modal-update-warning');
    await user.click(within(question).getByRole('button', { name: 'Stay' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Description')).toHaveProperty('value', 'Hair and nails');
  });
});
