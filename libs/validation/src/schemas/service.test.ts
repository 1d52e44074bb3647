import { validateWith } from '../validate';
import { serviceCategorySchema, serviceDurationMinutes, serviceSchema } from './service';

const service = (fields: Record<string, unknown> = {}) => ({
  name: 'Beard trim',
  price: '40',
  duration_minutes: 30,
  ...fields,
});

const errorsOf = (value: unknown, digits = 2) => {
  const result = validateWith(serviceSchema(digits), value);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([path, m]) => [path, m.id]));
};

describe('serviceSchema: a service as the owner saves it', () => {
  it('takes a service with defaults for the switches and the form fields left empty', () => {
    const result = validateWith(
      serviceSchema(2),
      service({ description: '', discount_price: '', duration_hours: '', category_id: '' }),
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        description: null,
        discount_price: null,
        duration_hours: null,
        duration_minutes: 30,
        category_id: null,
        translations: [],
        is_visible: true,
        price_is_from: false,
        takes_applications: true,
        bookable_online: false,
      }),
    });
  });

  it('refuses a discount price above the price with the spec §5 text, and takes one equal or below', () => {
    expect(errorsOf(service({ price: '40', discount_price: '45' }))).toEqual({
      discount_price: 'validation.discountAbovePrice',
    });
    // Compared as amounts, not as text: "9" is below "10".
    expect(errorsOf(service({ price: '10', discount_price: '9.99' }))).toEqual({});
    expect(errorsOf(service({ price: '1 500', discount_price: '1500' }))).toEqual({});
  });

  it.each([
    ['', 'validation.required'],
    ['-5', 'validation.positive'],
    ['five', 'validation.decimal'],
    ['12.345', 'validation.decimalPlaces'],
    ['10000000.01', 'validation.numberMax'],
  ])('price %j is refused with %s', (price, message) => {
    expect(errorsOf(service({ price }))).toEqual({ price: message });
  });

  it('checks the decimals against the currency: none for yen, three for dinar', () => {
    expect(errorsOf(service({ price: '1500.5' }), 0)).toEqual({ price: 'validation.decimalPlaces' });
    expect(errorsOf(service({ price: '4.125' }), 3)).toEqual({});
    const result = validateWith(serviceSchema(0), service({ price: '1500.5' }));
    expect(!result.ok && result.errors.price.values).toEqual({ places: 0 });
  });

  it('asks for hours or minutes under "duration", and wants whole, non-negative numbers', () => {
    expect(errorsOf(service({ duration_minutes: '', duration_hours: '' }))).toEqual({
      duration: 'validation.hoursOrMinutes',
    });
    expect(errorsOf(service({ duration_minutes: 0, duration_hours: 0 }))).toEqual({
      duration: 'validation.hoursOrMinutes',
    });
    expect(errorsOf(service({ duration_hours: '1.5' }))).toEqual({ duration_hours: 'validation.integer' });
    expect(errorsOf(service({ duration_minutes: -10 }))).toEqual({ duration_minutes: 'validation.positive' });
    expect(errorsOf(service({ duration_hours: 1000 }))).toEqual({ duration_hours: 'validation.numberMax' });
    expect(serviceDurationMinutes({ duration_hours: 1, duration_minutes: 30 })).toBe(90);
  });

  it('wants a name in each translation, one translation per language, and unique photos', () => {
    expect(
      errorsOf(
        service({
          translations: [
            { language: 'en', name: '' },
            { language: 'en', name: 'Trim' },
          ],
        }),
      ),
    ).toEqual({ translations: 'validation.unique', 'translations[0].name': 'validation.required' });
    expect(errorsOf(service({ translations: [{ language: 'de', name: 'Bart' }] }))).toEqual({
      'translations[0].language': 'validation.invalid',
    });
    expect(errorsOf(service({ photos: ['a', 'a'] }))).toEqual({ photos: 'validation.unique' });
    expect(errorsOf(service({ category_id: 'not-an-id' }))).toEqual({ category_id: 'validation.invalid' });
  });
});

describe('serviceCategorySchema', () => {
  it('wants a name of at most 100 characters', () => {
    expect(validateWith(serviceCategorySchema, { name: ' ' }).ok).toBe(false);
    expect(validateWith(serviceCategorySchema, { name: 'x'.repeat(101) }).ok).toBe(false);
    expect(validateWith(serviceCategorySchema, { name: 'Beards' })).toEqual({
      ok: true,
      value: { name: 'Beards', translations: [], is_visible: true },
    });
  });
});
