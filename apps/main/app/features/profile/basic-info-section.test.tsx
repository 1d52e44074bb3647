import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateClientProfileDocument } from '@donut/graphql';
import { BasicInfoSection } from './basic-info-section';
import { descriptionOf } from '../../testing/description-of';
import { renderInMain } from '../../testing/render-in-main';
import { apiErrorResult, owner, referenceMocks } from './profile-fixtures';

const changes = {
  name: 'Анна',
  surname: 'Беридзе',
  phone: '+995 555 12 34 56',
  country_id: '81',
  language_id: '3',
  timezone: 'Asia/Tbilisi',
  image_deleted: false,
};

const saved = {
  ...owner,
  name: 'Анна',
  surname: 'Беридзе',
  phone: '+995 555 12 34 56',
  country: { __typename: 'ClientCountry' as const, id: '81' },
  language: { __typename: 'ClientLanguage' as const, id: '3', abbr_front: 'ka' },
};

async function fillForm() {
  const user = userEvent.setup();
  // The selects are enabled once their lists have loaded.
  await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Country').disabled).toBe(false));
  await user.clear(screen.getByLabelText('First name'));
  await user.type(screen.getByLabelText('First name'), ' Анна ');
  await user.type(screen.getByLabelText('Last name'), 'Беридзе');
  await user.type(screen.getByLabelText('Phone'), '+995 555 12 34 56');
  await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
  await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Language').disabled).toBe(false));
  await user.selectOptions(screen.getByLabelText('Language'), 'Georgian');
  return user;
}

describe('BasicInfoSection', () => {
  it('saves the changed fields with UpdateClientProfile and shows the success notice', async () => {
    const answer = jest.fn(() => ({ data: { update_client_profile: saved } }));
    const { store, cache } = renderInMain(<BasicInfoSection client={owner} />, {
      url: '/en/client/profile',
      owner,
      mocks: [
        ...referenceMocks,
        { request: { query: UpdateClientProfileDocument, variables: changes }, result: answer },
      ],
    });
    const user = await fillForm();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Time zone' }).value).toBe('Asia/Tbilisi');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(store.getState().toasts).toHaveLength(1));
    expect(answer).toHaveBeenCalledWith(changes);
    expect(store.getState().toasts[0]).toMatchObject({
      message: { id: 'main.profile.basic.saved' },
      type: 'success',
    });
    // Normalized by id: the owner everywhere on the page has the new name.
    expect(cache.extract()['Client:7']).toMatchObject({ name: 'Анна', surname: 'Беридзе' });
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Анна');
  });

  it('shows the API field error under the phone field and no notice', async () => {
    const { store } = renderInMain(<BasicInfoSection client={owner} />, {
      url: '/en/client/profile',
      owner,
      mocks: [
        ...referenceMocks,
        {
          request: { query: UpdateClientProfileDocument, variables: changes },
          result: apiErrorResult('BAD_USER_INPUT', 'Check the highlighted fields.', {
            phone: 'This number is not in service',
          }),
        },
      ],
    });
    const user = await fillForm();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const phone = await screen.findByLabelText('Phone', { selector: '[aria-invalid="true"]' });
    expect(descriptionOf(phone)).toBe('This number is not in service');
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Check the highlighted fields.');
    expect(store.getState().toasts).toEqual([]);
  });

  it('refuses an invalid phone before sending anything, in Russian', async () => {
    renderInMain(<BasicInfoSection client={owner} />, {
      url: '/ru/client/profile',
      owner,
      mocks: referenceMocks,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Телефон'), 'позвоните мне');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      descriptionOf(await screen.findByLabelText('Телефон', { selector: '[aria-invalid="true"]' })),
    ).toBe('Неверный формат телефона');
  });

  it('shows the country list in the page language with the saved country chosen', async () => {
    renderInMain(<BasicInfoSection client={owner} />, {
      url: '/en/client/profile',
      owner,
      mocks: referenceMocks,
    });
    const country = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    await waitFor(() =>
      expect(
        within(country)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Not selected', 'Georgia', 'Germany']),
    );
    expect(country.value).toBe('80');
  });
});
