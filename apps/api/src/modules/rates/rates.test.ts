import { print } from 'graphql';
import { GetRateListDocument } from '@donut/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { yearlyDiscountPercent } from './rates.service';

describe.each(testEngines)('GetRateList on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  it('lists six plans with rising prices and limits, then Enterprise', async () => {
    const { data } = await t.graphql(print(GetRateListDocument), {}, 'en');
    const plans = data.rate_list;
    expect(plans).toHaveLength(7);
    const [paid, enterprise] = [plans.slice(0, 6), plans[6]];
    for (let i = 1; i < paid.length; i++) {
      for (const field of [
        'price_monthly',
        'price_yearly',
        'max_employees',
        'max_products',
        'max_services',
        'max_chats',
        'max_storage',
      ]) {
        expect(paid[i][field]).toBeGreaterThan(paid[i - 1][field]);
      }
    }
    expect(enterprise).toMatchObject({
      code: 'enterprise',
      name: 'Enterprise',
      price_monthly: null,
      max_products: null,
      support_type: 'personal_manager',
      no_ads: true,
    });
    expect(new Set(plans.map((p: { support_type: string }) => p.support_type))).toEqual(
      new Set(['base', 'priority', 'personal_manager']),
    );
    expect(paid.every((p: { yearly_discount_percent: number }) => p.yearly_discount_percent === 17)).toBe(
      true,
    );
  });

  it.each([
    ['ru', 'Старт', 'Корпоративный'],
    ['en', 'Start', 'Enterprise'],
    ['ka', 'სტარტი', 'კორპორატიული'],
  ])('names and describes the plans in %s', async (language, first, last) => {
    const { data } = await t.graphql(print(GetRateListDocument), {}, language);
    expect(data.rate_list[0].name).toBe(first);
    expect(data.rate_list[6].name).toBe(last);
    expect(data.rate_list.every((p: { description: string }) => p.description.length > 20)).toBe(true);
  });
});

describe('yearlyDiscountPercent', () => {
  it('compares a yearly payment with twelve monthly ones', () => {
    expect(yearlyDiscountPercent(10, 100)).toBe(17);
    expect(yearlyDiscountPercent(10, 120)).toBe(0);
    expect(yearlyDiscountPercent(null, null)).toBeNull();
  });
});
