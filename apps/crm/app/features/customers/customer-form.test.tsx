import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { descriptionOf, renderInCrm } from '../../testing/render-in-crm';
import { CustomerForm } from './customer-form';
import { emptyCustomerValues } from './customer-form-values';
import { testCustomer } from './customer-fixtures';

function renderForm(save: jest.Mock, locale: 'en' | 'ru' | 'ka' = 'en') {
  const onSaved = jest.fn();
  renderInCrm(
    <CustomerForm
      initialValues={emptyCustomerValues('ru', locale)}
      save={save}
      onSaved={onSaved}
      onCancel={jest.fn()}
      submitLabel="Add the client"
      tagSuggestions={['VIP']}
    />,
    { locale },
  );
  return { onSaved, user: userEvent.setup() };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('CustomerForm', () => {
  it.each([
    ['en', 'Enter a name, a phone or an e-mail', 'Invalid phone format', 'Enter a percentage from 0 to 100'],
    ['ru', 'Укажите имя, телефон или e-mail', 'Неверный формат телефона', 'Укажите процент от 0 до 100'],
    [
      'ka',
      'მიუთითეთ სახელი, ტელეფონი ან ელფოსტა',
      'ტელეფონის ნომრის არასწორი ფორმატი',
      'მიუთითეთ პროცენტი 0-დან 100-მდე',
    ],
  ] as const)(
    'checks the fields by the API’s own rules before sending (%s)',
    async (locale, contact, phone, percent) => {
      const save = jest.fn();
      const { user } = renderForm(save, locale);
      await user.click(screen.getByRole('button', { name: 'Add the client' }));
      expect((await screen.findByRole('alert')).textContent).toBe(contact);

      const phoneField = screen.getByRole('textbox', { name: /Phone|Телефон|ტელეფონი/ });
      await user.type(phoneField, '12');
      const discount = screen.getByRole('spinbutton');
      await user.clear(discount);
      await user.type(discount, '150');
      await user.click(screen.getByRole('button', { name: 'Add the client' }));
      await waitFor(() => expect(descriptionOf(phoneField)).toContain(phone));
      expect(descriptionOf(discount)).toContain(percent);
      expect(save).not.toHaveBeenCalled();
    },
  );

  it('sends the client with tags added from the keyboard, and shows a phone another client has under the field', async () => {
    const save = jest
      .fn()
      .mockRejectedValueOnce(
        new CombinedGraphQLErrors({
          errors: [
            {
              message: 'Invalid input',
              extensions: { code: 'BAD_USER_INPUT', fields: { phone: 'Another client has this phone' } },
            },
          ],
        }),
      )
      .mockResolvedValueOnce(testCustomer({ id: 'c9' }));
    const { user, onSaved } = renderForm(save);
    await user.type(field('Name'), '  Нино ');
    await user.type(field('Phone'), '+995 555 12 34 56');
    const discount = screen.getByRole('spinbutton', { name: 'Personal discount, %' });
    await user.clear(discount);
    await user.type(discount, '10');
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'VIP{Enter}Ваке,');
    const chips = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.firstChild?.textContent),
    ).toEqual(['VIP', 'Ваке']);
    await user.click(screen.getByRole('button', { name: 'Add the client' }));

    expect(save).toHaveBeenCalledWith({
      name: 'Нино',
      phone: '+995 555 12 34 56',
      email: null,
      language: 'ru',
      discount_percent: 10,
      tags: ['VIP', 'Ваке'],
    });
    await waitFor(() => expect(descriptionOf(field('Phone'))).toContain('Another client has this phone'));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(field('Phone'));
    await user.type(field('Phone'), '+995 555 00 00 01');
    expect(descriptionOf(field('Phone'))).not.toContain('Another client has this phone');
    await user.click(screen.getByRole('button', { name: 'Add the client' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'c9' })));
  });
});
