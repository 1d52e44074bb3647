import { mergePreview } from './customer-merge';
import { testCustomer, testTelegram } from './customer-fixtures';

describe('mergePreview', () => {
  const web = testCustomer({
    id: 'c1',
    name: 'Нино',
    phone: null,
    email: 'nino@mail.test',
    language: 'ka',
    discount_percent: 5,
    tags: ['VIP', 'Ваке'],
  });
  const bot = testCustomer({
    id: 'c2',
    name: 'Nino B.',
    phone: '+995555123456',
    email: 'other@mail.test',
    language: 'ru',
    telegram: testTelegram('777000', 'nino_b'),
    discount_percent: 10,
    tags: ['VIP', 'кофе'],
  });

  it('keeps the target’s data and takes the other’s where the target has none', () => {
    expect(mergePreview(web, bot)).toEqual({
      name: 'Нино',
      phone: '+995555123456',
      email: 'nino@mail.test',
      telegram: testTelegram('777000', 'nino_b'),
      language: 'ka',
      discountPercent: 10,
      tags: ['VIP', 'Ваке', 'кофе'],
    });
  });

  it('leads with the other record when it is the target', () => {
    expect(mergePreview(bot, web)).toEqual(
      expect.objectContaining({
        name: 'Nino B.',
        email: 'other@mail.test',
        language: 'ru',
        discountPercent: 10,
      }),
    );
  });

  it('keeps at most twenty tags, the target’s first', () => {
    const many = (prefix: string) => Array.from({ length: 15 }, (_, index) => `${prefix}${index}`);
    const tags = mergePreview(testCustomer({ tags: many('a') }), testCustomer({ tags: many('b') })).tags;
    expect(tags).toHaveLength(20);
    expect(tags.slice(0, 15)).toEqual(many('a'));
  });
});
