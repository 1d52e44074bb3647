/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://salon.localhost:3003/"}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeWebApp } from '@donut/telegram/testing';
import { graphqlError, installFakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderInClientView } from '../../../testing/render-in-client-view';
import type { PublicApplicationForm } from '../load-services';
import ApplySection from './apply-section';

const SESSION = { accessToken: 'access-1', expiresAccessToken: Math.floor(Date.now() / 1000) + 900 };

const question = (id: string, kind: 'text' | 'choice' | 'yes_no', label: string, required = true) => ({
  id,
  kind,
  required,
  label,
  options: kind === 'choice' ? ['Short', 'Long'] : [],
  option_labels: kind === 'choice' ? ['Short hair', 'Long hair'] : [],
});

const FORM: PublicApplicationForm = {
  version: 3,
  fields: [
    { id: 'email', kind: 'email', required: false, label: '', options: [], option_labels: [] },
    question('q_hair', 'choice', 'Hair length'),
    question('q_wish', 'text', 'What would you like?'),
    { id: 'files', kind: 'files', required: false, label: '', options: [], option_labels: [] },
  ],
};

const RECEIPT = { id: 'a1', number: 12, status: 'new', in_cabinet: false };

function renderForm(session: typeof SESSION | null = null, form = FORM) {
  return renderInClientView(<ApplySection serviceId="s1" form={form} />, { url: '/en/services/s1', session });
}

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

const sent = (api: { named: (name: string) => ApiCall[] }) => api.named('SubmitApplication');

async function fillRequired() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nino');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+995 555 12 34 56');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hair length' }), 'Short hair');
  await userEvent.type(screen.getByRole('textbox', { name: 'What would you like?' }), 'A fade');
}

describe('the application form', () => {
  it('asks for the name, phone and the required questions before sending anything', async () => {
    const api = installFakeApi(() => ({ body: { data: { submit_application: RECEIPT } } }));
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    const name = screen.getByRole('textbox', { name: 'Name' });
    const description = (name.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toContain('This field is required');
    expect(sent(api)).toHaveLength(0);
  });

  it('sends the answers with a file, the form’s version and a key, and shows the number with an invitation to sign in', async () => {
    const api = installFakeApi(() => ({ body: { data: { submit_application: RECEIPT } } }));
    renderForm();
    await fillRequired();
    const file = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Attach files'), file);
    expect(screen.getByText('plan.pdf')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('heading', { name: 'Application #12 has been sent' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/cabinet/sign-in?redirect_to=%2Fen%2Fcabinet%23applications',
    );
    const [call] = sent(api);
    expect(call.body.variables).toMatchObject({
      domain: 'salon',
      service_id: 's1',
      form_version: 3,
      input: {
        name: 'Nino',
        phone: '+995 555 12 34 56',
        email: null,
        answers: [
          { field_id: 'q_hair', value: 'Short' },
          { field_id: 'q_wish', value: 'A fade' },
        ],
      },
      files: [null],
    });
    expect(String((call.body.variables as Record<string, unknown>).idempotency_key)).toMatch(
      /^[0-9a-f-]{32,36}$/,
    );
    expect(call.files['variables.files.0'].name).toBe('plan.pdf');
    expect(call.headers['apollo-require-preflight']).toBe('true');
  });

  it('refuses a file of the wrong type or over 10 MB with the spec’s texts, and removes a chosen one', async () => {
    installFakeApi(() => ({ body: {} }));
    renderForm();
    const input = await screen.findByLabelText('Attach files');
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert').textContent).toBe('setup.exe: Invalid file type');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.upload(input, big);
    expect(screen.getByRole('alert').textContent).toBe('scan.pdf: File size should not exceed 10 MB');
    expect(screen.queryByText('scan.pdf')).toBeNull();

    await userEvent.upload(input, new File(['hi'], 'note.txt', { type: 'text/plain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove note.txt' }));
    expect(screen.queryByText('note.txt')).toBeNull();
  });

  it('shows the API’s refusal under its field, and keeps the key when the same answers are sent again', async () => {
    let answers = 0;
    const api = installFakeApi((call) => {
      if (call.name !== 'SubmitApplication') return { body: {} };
      answers += 1;
      if (answers === 1)
        return graphqlError('BAD_USER_INPUT', 'Check the fields', { phone: 'Invalid phone format' });
      if (answers === 2) return { status: 500, body: { message: 'down' } };
      return { body: { data: { submit_application: RECEIPT } } };
    });
    renderForm();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Invalid phone format')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('The application was not sent. Check your connection and try again.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByRole('heading', { name: 'Application #12 has been sent' });
    const keys = sent(api).map(
      (call) => (call.body.variables as { idempotency_key: string }).idempotency_key,
    );
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('loads the changed form when the owner changed it meanwhile, keeping the answers that still fit', async () => {
    const changed: PublicApplicationForm = {
      version: 4,
      fields: [question('q_hair', 'choice', 'Hair length'), question('q_new', 'yes_no', 'First visit?')],
    };
    const api = installFakeApi((call) => {
      if (call.name === 'GetPublicService')
        return { body: { data: { public_service: { takes_applications: true, form: changed } } } };
      if (sent(api).length === 1)
        return graphqlError(
          'BAD_USER_INPUT',
          'The form has just changed. Check the fields and send it again.',
          {
            form_version: 'The form has just changed. Check the fields and send it again.',
          },
        );
      return { body: { data: { submit_application: RECEIPT } } };
    });
    renderForm();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));

    expect(
      await screen.findByText('The form has just changed. Check the fields and send it again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'What would you like?' })).toBeNull();
    expect(valueOf(screen.getByRole('combobox', { name: 'Hair length' }))).toBe('Short');
    expect(valueOf(screen.getByRole('textbox', { name: 'Name' }))).toBe('Nino');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'First visit?' }), 'Yes');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByRole('heading', { name: 'Application #12 has been sent' });
    expect(sent(api)[1].body.variables).toMatchObject({
      form_version: 4,
      input: {
        answers: [
          { field_id: 'q_hair', value: 'Short' },
          { field_id: 'q_new', value: 'true' },
        ],
      },
    });
  });

  it('fills in a signed-in client’s name, phone and e-mail, and links the sent application to the cabinet', async () => {
    installFakeApi((call) => {
      if (call.name === 'GetCustomerMe')
        return {
          body: {
            data: {
              customer_me: {
                id: 'c1',
                name: 'Nino B.',
                phone: '+995555123456',
                email: 'nino@mail.test',
                language: 'en',
                telegram: null,
                discount_percent: 0,
              },
            },
          },
        };
      return { body: { data: { submit_application: { ...RECEIPT, in_cabinet: true } } } };
    });
    renderForm(SESSION);
    await waitFor(() => expect(valueOf(screen.getByRole('textbox', { name: 'Name' }))).toBe('Nino B.'));
    expect(valueOf(screen.getByRole('textbox', { name: 'Phone' }))).toBe('+995555123456');
    expect(valueOf(screen.getByRole('textbox', { name: 'E-mail (optional)' }))).toBe('nino@mail.test');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hair length' }), 'Long hair');
    await userEvent.type(screen.getByRole('textbox', { name: 'What would you like?' }), 'Trim');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const link = await screen.findByRole('link', { name: 'Follow it in your cabinet' });
    expect(link.getAttribute('href')).toBe('/en/cabinet#applications');
  });
});

describe('the application form in the Telegram mini app', () => {
  let uninstall = () => undefined as void;
  afterEach(() => uninstall());

  it('is sent with Telegram’s main button in place of the page’s own', async () => {
    const telegram = createFakeWebApp();
    uninstall = telegram.install(window);
    const api = installFakeApi(() => ({ body: { data: { submit_application: RECEIPT } } }));
    renderForm();
    await waitFor(() => expect(telegram.main).toMatchObject({ text: 'Send application', isVisible: true }));
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    await fillRequired();
    act(() => telegram.pressMain());
    expect(await screen.findByRole('heading', { name: 'Application #12 has been sent' })).toBeTruthy();
    expect(sent(api)).toHaveLength(1);
    expect(within(document.body).queryByRole('combobox', { name: 'Hair length' })).toBeNull();
  });
});
