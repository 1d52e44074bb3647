import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadServicePage } from './load-services';

const SERVICE = {
  id: 's1',
  name: 'Deep cleaning',
  description: null,
  category_id: 'c1',
  photos: [{ hash: 'h', url: 'https://files/p1.jpg' }],
  price_minor: 12000,
  price_is_from: false,
  discount_price_minor: null,
  duration_minutes: 45,
  takes_applications: true,
  form: { version: 2, fields: [] },
};

const CATALOGUE = {
  currency_code: 'USD',
  currency_minor_digits: 2,
  categories: [{ id: 'c1', name: 'Cleaning' }],
};

/** The server's Apollo client answering GetPublicService with `answer`. */
const apolloAnswering = (answer: () => unknown) =>
  ({ query: async () => answer() }) as unknown as ApolloClient;

const request = new Request('http://salon.localhost:3003/en/services/s1');

/** The status of the response a loader threw, or null when it did not throw one. */
async function thrownStatus(load: Promise<unknown>): Promise<number | null> {
  try {
    await load;
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? null;
  }
}

describe('the service page’s data', () => {
  it('is the service in words with its category and form', async () => {
    const apollo = apolloAnswering(() => ({
      data: { public_service: SERVICE, public_service_catalogue: CATALOGUE },
    }));
    const data = await loadServicePage(apollo, request, 'salon', 'en', 's1');
    expect(data.service).toMatchObject({ name: 'Deep cleaning', price: '$120', duration: '45 min' });
    expect(data.category).toEqual({ id: 'c1', name: 'Cleaning' });
    expect(data.form).toEqual({ version: 2, fields: [] });
  });

  it('has no form for a service that takes no applications', async () => {
    const apollo = apolloAnswering(() => ({
      data: {
        public_service: { ...SERVICE, takes_applications: false, form: null },
        public_service_catalogue: CATALOGUE,
      },
    }));
    expect((await loadServicePage(apollo, request, 'salon', 'en', 's1')).form).toBeNull();
  });

  it('is the 404 screen for a hidden or unknown service, a mangled address, or a site that shows no services', async () => {
    const hidden = apolloAnswering(() => ({
      data: { public_service: null, public_service_catalogue: CATALOGUE },
    }));
    expect(await thrownStatus(loadServicePage(hidden, request, 'salon', 'en', 's1'))).toBe(404);
    const noSection = apolloAnswering(() => ({
      data: { public_service: null, public_service_catalogue: null },
    }));
    expect(await thrownStatus(loadServicePage(noSection, request, 'salon', 'en', 's1'))).toBe(404);
    const mangled = apolloAnswering(() => {
      throw new CombinedGraphQLErrors({
        errors: [{ message: 'Check the fields', extensions: { code: 'BAD_USER_INPUT' } }],
      });
    });
    expect(await thrownStatus(loadServicePage(mangled, request, 'salon', 'en', 'x'))).toBe(404);
  });
});
