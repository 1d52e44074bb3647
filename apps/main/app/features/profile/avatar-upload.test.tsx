import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetClientDocument, UpdateClientProfileDocument } from '@donut/graphql';
import { BasicInfoSection } from './basic-info-section';
import { descriptionOf } from '../../testing/description-of';
import { renderInMain } from '../../testing/render-in-main';
import { owner, referenceMocks } from './profile-fixtures';

const withAvatar = {
  ...owner,
  avatar: {
    __typename: 'Image' as const,
    hash: 'a1',
    name: 'old.png',
    size: 2048,
    url: 'http://api.test/uploads/old.png',
  },
};
const uploaded = { ...withAvatar.avatar, hash: 'b2', name: 'me.png', url: 'http://api.test/uploads/me.png' };

function png(name = 'me.png', size = 1024) {
  const file = new File(['png'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const fetchMock = jest.fn();

/** The API's answer as fetch gives it to Apollo's HttpLink. */
const answer = (body: unknown) => ({
  ok: true,
  status: 200,
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  text: async () => JSON.stringify(body),
});

beforeEach(() => {
  fetchMock.mockReset();
  (window as unknown as Record<string, unknown>).__DONUT_ENV__ = { apiUrl: 'http://api.test', origins: {} };
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('the avatar of the basic info form', () => {
  it('refuses a file of another type or over 5 MB before any upload', async () => {
    renderInMain(<BasicInfoSection client={owner} />, {
      url: '/en/client/profile',
      owner,
      mocks: referenceMocks,
      uploads: fetchMock,
    });
    // applyAccept off: the picker's filter can be switched off by the owner, so the check must hold anyway.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      screen.getByLabelText('Upload a photo'),
      new File(['%PDF'], 'me.png', { type: 'application/pdf' }),
    );
    expect(descriptionOf(screen.getByLabelText('Upload a photo'))).toContain('Invalid file type');

    await user.upload(screen.getByLabelText('Upload a photo'), png('me.png', 5 * 1024 * 1024 + 1));
    expect(descriptionOf(screen.getByLabelText('Upload a photo'))).toContain(
      'File size should not exceed 5 MB',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a chosen photo as a GraphQL multipart request and caches the answer', async () => {
    fetchMock.mockResolvedValue(answer({ data: { update_client_profile: { ...owner, avatar: uploaded } } }));
    const { cache, store } = renderInMain(<BasicInfoSection client={owner} />, {
      url: '/en/client/profile',
      owner,
      mocks: referenceMocks,
      uploads: fetchMock,
    });
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Upload a photo'), png());
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveProperty('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(store.getState().toasts).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0] as [
      string,
      RequestInit & { body: FormData; headers: Record<string, string> },
    ];
    expect(url).toBe('http://api.test/graphql');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(init.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'x-language': 'en',
      'apollo-require-preflight': 'true',
    });
    expect(init.headers).not.toHaveProperty('content-type');
    const operations = JSON.parse(init.body.get('operations') as string);
    expect(operations.query).toContain('update_client_profile(');
    expect(operations.variables).toMatchObject({ avatar: null, name: 'Нино', image_deleted: false });
    expect(JSON.parse(init.body.get('map') as string)).toEqual({ 0: ['variables.avatar'] });
    expect((init.body.get('0') as File).name).toBe('me.png');
    expect(cache.readQuery({ query: GetClientDocument })?.client.avatar?.url).toBe(
      'http://api.test/uploads/me.png',
    );
  });

  it('shows the API refusing the file by content under the avatar', async () => {
    fetchMock.mockResolvedValue(
      answer({
        data: null,
        errors: [
          {
            message: 'Check the highlighted fields.',
            extensions: { code: 'BAD_USER_INPUT', fields: { avatar: 'Invalid file type' } },
          },
        ],
      }),
    );
    const { store } = renderInMain(<BasicInfoSection client={owner} />, {
      url: '/en/client/profile',
      owner,
      mocks: referenceMocks,
      uploads: fetchMock,
    });
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Upload a photo'), png());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Change the photo'))).toContain('Invalid file type'),
    );
    expect(store.getState().toasts).toEqual([]);
  });

  it('deletes the saved photo with image_deleted', async () => {
    const variables = {
      name: 'Нино',
      surname: null,
      phone: null,
      country_id: '80',
      language_id: '1',
      timezone: 'Asia/Tbilisi',
      image_deleted: true,
    };
    const { store } = renderInMain(<BasicInfoSection client={withAvatar} />, {
      url: '/en/client/profile',
      owner: withAvatar,
      uploads: fetchMock,
      mocks: [
        ...referenceMocks,
        {
          request: { query: UpdateClientProfileDocument, variables },
          result: { data: { update_client_profile: owner } },
        },
      ],
    });
    const user = userEvent.setup();
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveProperty(
      'src',
      'http://api.test/uploads/old.png',
    );

    await user.click(screen.getByRole('button', { name: 'Delete the photo' }));
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(store.getState().toasts[0]).toMatchObject({ message: { id: 'main.profile.basic.saved' } }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
