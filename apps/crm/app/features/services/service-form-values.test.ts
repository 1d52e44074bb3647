import { galleryFromImages } from '../../shared/gallery/gallery-state';
import { service } from './services-fixtures';
import {
  emptyServiceValues,
  serviceFormValues,
  toServiceInput,
  validateService,
} from './service-form-values';

const ids = (errors: Record<string, { id: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message.id]));

describe('the service form values', () => {
  it('start from a saved service with its prices as amounts and its length as hours and minutes', () => {
    const values = serviceFormValues(
      service('s1', {
        price_minor: 150050,
        discount_price_minor: 120000,
        duration_minutes: 90,
        translations: [
          { __typename: 'ServiceTranslation', language: 'ka', name: 'პარსვა', description: null },
        ],
      }) as never,
      2,
      ['en', 'ka'],
    );
    expect(values).toMatchObject({
      price: '1500.5',
      discountPrice: '1200',
      hours: '1',
      minutes: '30',
      translations: { en: { name: '', description: '' }, ka: { name: 'პარსვა', description: '' } },
    });
  });

  it('become the API input, empty translations and fields left out, photos kept as saved', () => {
    const values = {
      ...emptyServiceValues('c1', ['en']),
      name: ' Royal shave ',
      price: '45,50',
      discountPrice: ' ',
      hours: '',
      minutes: '45',
      photos: galleryFromImages([{ hash: 'h1', url: 'u1' }]),
    };
    expect(toServiceInput(values, ['h1'])).toEqual({
      name: 'Royal shave',
      description: null,
      translations: [],
      category_id: 'c1',
      price: '45,50',
      price_is_from: false,
      discount_price: null,
      duration_hours: null,
      duration_minutes: 45,
      photos: null,
      is_visible: true,
      takes_applications: true,
      bookable_online: false,
    });
  });

  it('are checked by the shared schema: the discount above the price, the length, a translation without a name', () => {
    const values = {
      ...emptyServiceValues(null, ['ka']),
      name: 'Shave',
      price: '40',
      discountPrice: '45',
      translations: { ka: { name: '', description: 'აღწერა' } },
    };
    expect(ids(validateService(values, 2))).toEqual({
      discount_price: 'validation.discountAbovePrice',
      duration: 'validation.hoursOrMinutes',
      'translations.ka.name': 'validation.required',
    });
    expect(ids(validateService({ ...values, price: '40.5', discountPrice: '', minutes: 'half' }, 0))).toEqual(
      {
        price: 'validation.decimalPlaces',
        duration_minutes: 'validation.integer',
        'translations.ka.name': 'validation.required',
      },
    );
  });
});
