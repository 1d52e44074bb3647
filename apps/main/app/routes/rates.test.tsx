import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetRateListDocument, MakeContactOrderDocument } from '@donut/graphql';
import { business, enterprise } from '../features/rates/rates-fixtures';
import { renderInMain } from '../testing/render-in-main';
import Rates from './rates';

const rateList = {
  request: { query: GetRateListDocument },
  result: {
    data: {
      rate_list: [
        { __typename: 'Rate', ...business },
        { __typename: 'Rate', ...enterprise },
      ],
    },
  },
};

describe('the public plans page', () => {
  it("gives every priced plan a visitor's Try free: the registration, then the cabinet's plans page", async () => {
    renderInMain(<Rates />, { url: '/ru/rates', mocks: [rateList] });
    const card = await screen.findByRole('article', { name: 'Бизнес' });
    const tryFree = within(card).getByRole('link', { name: 'Попробовать бесплатно: «Бизнес»' });
    expect(tryFree.textContent).toBe('Попробовать бесплатно');
    expect(tryFree.getAttribute('href')).toBe(
      '/ru/rates?modal=modal-auth-login&auth_view=register&redirect_to=%2Fru%2Fclient%2Fabout%2Frates',
    );
  });

  it('offers Enterprise, priced on request, Contact us leading to the public contacts page, as the cabinet does (issue 13)', async () => {
    renderInMain(<Rates />, { url: '/ru/rates', mocks: [rateList] });
    const card = await screen.findByRole('article', { name: 'Enterprise' });
    const contact = within(card).getByRole('link', { name: 'Связаться с нами: «Enterprise»' });
    expect(contact.textContent).toBe('Связаться с нами');
    expect(contact.getAttribute('href')).toBe('/ru/contacts');
    expect(within(card).queryByRole('link', { name: /Попробовать бесплатно/ })).toBeNull();
  });

  it('answers the popular questions about plans and payment, then takes a question (spec §2, issue 13)', async () => {
    const order = {
      name: 'Нино Беридзе',
      email: 'nino@example.com',
      phone: '+995 555 12 34 56',
      question: 'Сколько стоит «Корпоративный» для трёх салонов?',
    };
    const answer = jest.fn(() => ({ data: { make_contact_order: true } }));
    renderInMain(<Rates />, {
      url: '/ru/rates',
      mocks: [rateList, { request: { query: MakeContactOrderDocument, variables: order }, result: answer }],
    });
    await screen.findByRole('article', { name: 'Бизнес' });
    const questions = screen.getByRole('region', { name: 'Частые вопросы о тарифах и оплате' });
    expect(
      within(questions).getByRole('heading', { level: 3, name: 'Можно ли вернуть деньги?' }),
    ).toBeTruthy();

    const form = screen.getByRole('region', { name: 'Задать вопрос' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Имя'), order.name);
    await user.type(within(form).getByLabelText('E-mail'), order.email);
    await user.type(within(form).getByLabelText('Телефон'), order.phone);
    await user.type(within(form).getByLabelText('Ваш вопрос'), order.question);
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Ваше сообщение успешно отправлено!')).toBeTruthy();
    expect(answer).toHaveBeenCalledWith(order);
  });
});
