import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MakeContactOrderDocument } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import type { MockLink } from '@apollo/client/testing';
import { descriptionOf } from '../../testing/description-of';
import { renderInMain } from '../../testing/render-in-main';
import { testClient } from '../../testing/test-client';
import { ContactForm } from './contact-form';

const client = { ...testClient, name: 'Нино', surname: 'Беридзе', phone: '+995 555 12 34 56' };
const order = {
  name: 'Нино Беридзе',
  email: 'nino@example.com',
  phone: '+995 555 12 34 56',
  question: 'Можно ли оплатить год сразу?',
};

const apiError = (code: string, message: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: fields ? { code, fields } : { code } }],
});

/** The form on the cabinet's contacts page (the site's toast stack comes with it). */
function renderForm(mocks: MockLink.MockedResponse[] = [], locale: Locale = 'en') {
  return renderInMain(<ContactForm />, { url: `/${locale}/client/about/contacts`, owner: client, mocks });
}

const invalid = (label: string) => screen.findByLabelText(label, { selector: '[aria-invalid="true"]' });

describe('ContactForm', () => {
  it('fills in what the cabinet knows about the owner and leaves the question empty', () => {
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Нино Беридзе');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('nino@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+995 555 12 34 56');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your question').value).toBe('');
  });

  it('refuses bad input field by field, in Russian, before sending anything', async () => {
    const answer = jest.fn(() => ({ data: { make_contact_order: true } }));
    const { store } = renderForm(
      [{ request: { query: MakeContactOrderDocument, variables: () => true }, result: answer }],
      'ru',
    );
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Имя'));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'nino@mail');
    await user.clear(screen.getByLabelText('Телефон'));
    await user.type(screen.getByLabelText('Телефон'), 'позвоните мне');

    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(descriptionOf(await invalid('Имя'))).toBe('Это поле обязательно для заполнения');
    expect(descriptionOf(await invalid('E-mail'))).toBe(
      'Адрес электронной почты должен содержать @ и домен почтового сервиса',
    );
    expect(descriptionOf(await invalid('Телефон'))).toBe('Неверный формат телефона');
    expect(descriptionOf(await invalid('Ваш вопрос'))).toBe('Это поле обязательно для заполнения');
    expect(answer).not.toHaveBeenCalled();
    expect(store.getState().toasts).toEqual([]);
  });

  it('limits the question to 2000 characters', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Your question'));
    await user.paste('q'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(descriptionOf(await invalid('Your question'))).toBe('Maximum 2000 characters');
  });

  it('sends the trimmed order, shows the success notice and empties only the question', async () => {
    const answer = jest.fn(() => ({ data: { make_contact_order: true } }));
    const { store } = renderForm(
      [{ request: { query: MakeContactOrderDocument, variables: order }, result: answer }],
      'ru',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ваш вопрос'), `  ${order.question}  `);

    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Ваше сообщение успешно отправлено!')).toBeTruthy();
    expect(answer).toHaveBeenCalledWith(order);
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ message: { id: 'main.about.contacts.form.sent' }, type: 'success' }),
    ]);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Ваш вопрос').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Имя').value).toBe('Нино Беридзе');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's field errors under their fields and no notice", async () => {
    const { store } = renderForm([
      {
        request: { query: MakeContactOrderDocument, variables: order },
        result: apiError('BAD_USER_INPUT', 'Please check the highlighted fields.', {
          email: 'This mail domain does not exist',
          phone: 'Invalid phone format',
        }),
      },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your question'), order.question);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(descriptionOf(await invalid('E-mail'))).toBe('This mail domain does not exist');
    expect(descriptionOf(await invalid('Phone'))).toBe('Invalid phone format');
    // Every complaint found its field, so no form-level alert repeats them.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().toasts).toEqual([]);
  });

  it('shows a refusal without fields (too many messages) above the button', async () => {
    const message = 'You have sent several messages in a short time. Please try again in a few minutes.';
    renderForm([
      {
        request: { query: MakeContactOrderDocument, variables: order },
        result: apiError('RATE_LIMITED', message),
      },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your question'), order.question);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your question').value).toBe(order.question);
  });

  it('says the message could not be sent when the network fails', async () => {
    renderForm([
      { request: { query: MakeContactOrderDocument, variables: order }, error: new Error('offline') },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your question'), order.question);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The message could not be sent. Please try again later.',
    );
  });
});
