import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetServiceDocument, UpdateServiceDocument } from '@donut/graphql';
import { descriptionOf, renderInCrm, testProject } from '../../testing/render-in-crm';
import { ServiceEditorPage } from './service-editor-page';
import { categoriesMock, currencyMock, languagesMock, service } from './services-fixtures';

const field = (id: string, kind: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApplicationFormField' as const,
  id,
  kind,
  required: false,
  label: '',
  options: [] as string[],
  option_labels: [] as string[],
  translations: [] as unknown[],
  ...overrides,
});

const saved = service('s1', {
  name: 'Cleaning',
  form: {
    __typename: 'ApplicationForm',
    version: 3,
    fields: [
      field('email', 'email', { required: true }),
      field('q_size', 'text', { required: true, label: 'Flat size?' }),
      field('q_pets', 'yes_no', { label: 'Any pets?' }),
    ],
  },
});

/** The editor of `saved`, its UpdateService answering once for `formFields`. */
function renderEditor(formFields: unknown[] | null) {
  const update = jest.fn(() => ({
    data: { update_service: { ...saved, updated_at: '2026-11-21T10:00:00.000Z' } },
  }));
  const view = renderInCrm(<ServiceEditorPage project={testProject()} serviceId="s1" />, {
    path: '/admin/services/:id',
    url: '/admin/services/s1',
    mocks: [
      currencyMock,
      languagesMock(['en', 'ka']),
      categoriesMock([]),
      {
        request: { query: GetServiceDocument, variables: { project_id: '42', id: 's1' } },
        result: { data: { service: saved } },
      },
      {
        request: {
          query: UpdateServiceDocument,
          variables: (variables: { input: { form_fields?: unknown } }) => {
            expect(variables.input.form_fields ?? null).toEqual(formFields);
            return true;
          },
        },
        result: update,
      },
    ],
  });
  return { ...view, update };
}

const form = () => screen.getByRole('group', { name: 'Application form' });
const question = (name: RegExp) => within(form()).getByRole('group', { name });

describe('ApplicationFormEditor', () => {
  // Types four fields key by key (about sixty keystrokes, each re-rendering the form): on a loaded CI machine that
  // alone can pass jest's default 5 s, hence the larger timeout.
  it('adds, moves and removes questions and saves them with the standard fields', async () => {
    const user = userEvent.setup();
    const view = renderEditor([
      { id: 'email', kind: 'email', required: true },
      { id: 'files', kind: 'files', required: true },
      {
        id: 'q_pets',
        kind: 'yes_no',
        required: false,
        label: 'Any pets?',
        options: [],
        translations: [],
      },
      {
        id: expect.stringMatching(/^q_[a-z0-9]{1,16}$/) as unknown as string,
        kind: 'choice',
        required: true,
        label: 'Which rooms?',
        options: ['Kitchen', 'Bath'],
        translations: [{ language: 'ka', label: 'რომელი ოთახები?', options: ['სამზარეულო', 'აბაზანა'] }],
      },
    ]);
    await screen.findByRole('group', { name: 'Application form' });
    expect(within(form()).getByText('Name and phone are always asked and always required.')).toBeTruthy();
    expect(within(form()).getByRole('checkbox', { name: 'Ask for: E-mail' })).toHaveProperty('checked', true);

    await user.click(within(form()).getByRole('checkbox', { name: 'Ask for: Files' }));
    await user.click(within(form()).getByRole('checkbox', { name: '“Files” is required' }));
    await user.click(within(form()).getByRole('button', { name: 'Add a question with options' }));
    const added = question(/^Question 3: one of the options/);
    expect(document.activeElement).toBe(within(added).getByLabelText('Question'));
    await user.type(within(added).getByLabelText('Question'), 'Which rooms?');
    await user.type(within(added).getByLabelText('Options, one per line'), 'Kitchen{enter}Bath');
    await user.type(within(added).getByLabelText('Question in ქართული'), 'რომელი ოთახები?');
    await user.type(
      within(added).getByLabelText('Options in ქართული, one per line, in the same order'),
      'სამზარეულო{enter}აბაზანა',
    );

    await user.click(within(form()).getByRole('button', { name: 'Move question 1 down' }));
    expect(question(/^Question 1:/).querySelector('input')).toHaveProperty('value', 'Any pets?');
    // The moved question keeps the focus on its button, so the keyboard can move it again.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move question 2 down');
    await user.click(within(form()).getByRole('button', { name: 'Move question 3 up' }));
    expect(question(/^Question 2:/).querySelector('input')).toHaveProperty('value', 'Which rooms?');
    await user.click(within(form()).getByRole('button', { name: 'Remove question 3' }));
    expect(within(form()).queryByRole('group', { name: /^Question 3/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.update).toHaveBeenCalled());
    expect(view.operations()).toContain('UpdateService');
  }, 15_000);

  it('refuses a question without wording and a choice with one option by the API’s rules', async () => {
    const user = userEvent.setup();
    const view = renderEditor(null);
    await screen.findByRole('group', { name: 'Application form' });
    await user.click(within(form()).getByRole('button', { name: 'Add a question with options' }));
    const added = question(/^Question 3/);
    await user.type(within(added).getByLabelText('Options, one per line'), 'Only one');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptionOf(within(added).getByLabelText('Question'))).toContain('This field is required');
    expect(descriptionOf(within(added).getByLabelText('Options, one per line'))).toContain('Minimum 2 items');
    expect(view.operations()).not.toContain('UpdateService');
  });

  it('keeps the form as saved when only other fields change, and hides it when the service takes no applications', async () => {
    const user = userEvent.setup();
    const view = renderEditor(null);
    await screen.findByRole('group', { name: 'Application form' });
    await user.click(screen.getByRole('checkbox', { name: 'Clients can send a request for it' }));
    expect(screen.queryByRole('group', { name: 'Application form' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.update).toHaveBeenCalled());
  });

  it('asks before leaving when only the form changed (modal-update-warning)', async () => {
    const user = userEvent.setup();
    renderInCrm(<ServiceEditorPage project={testProject()} serviceId="s1" />, {
      path: '/admin/services/:id',
      url: '/admin/services/s1',
      routes: [{ path: '/admin/services', Component: () => <h1>The list</h1> }],
      mocks: [
        currencyMock,
        languagesMock(['en']),
        categoriesMock([]),
        {
          request: { query: GetServiceDocument, variables: { project_id: '42', id: 's1' } },
          result: { data: { service: saved } },
        },
      ],
    });
    await screen.findByRole('group', { name: 'Application form' });
    await user.click(within(form()).getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('link', { name: 'All services' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.id).toBe('modal-update-warning');
  });
});
