import { print } from 'graphql';
import {
  GetSitePreviewLinkDocument,
  GetSiteSettingsDocument,
  PublicSiteDocument,
  SaveSiteSettingsDocument,
} from '@donut/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { registerClient } from '../../testing/clients';
import { pngPicture } from '../projects/test-pictures';

const GET = print(GetSiteSettingsDocument);
const SAVE = print(SaveSiteSettingsDocument);
const PUBLIC = print(PublicSiteDocument);
const PREVIEW_LINK = print(GetSitePreviewLinkDocument);

const week = (opensAt: string, closesAt: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, is_day_off: false, opens_at: opensAt, closes_at: closesAt }));

/** A filled site: two languages, contacts, one address in Tbilisi. */
const filledSite = {
  is_published: true,
  brand_color: '#1A73E8',
  languages: ['ru', 'en'],
  default_language: 'ru',
  texts: [
    { language: 'ru', headline: 'Лучший кофе', about: 'Варим с 2010 года' },
    { language: 'en', headline: 'The best coffee', about: 'Brewing since 2010' },
  ],
  contacts: {
    phones: [{ label: 'Бар', number: '+995 555 12-34-56' }],
    email: 'hello@coffee.ge',
    telegram: '@coffee_tbilisi',
    instagram: 'https://instagram.com/coffee.tbilisi',
    website: 'coffee.ge',
  },
  addresses: [
    {
      title: 'Vake',
      address: 'Chavchavadze Ave 1, Tbilisi',
      point: { lat: 41.7106, lng: 44.7563 },
      hours: [...week('09:00', '21:00'), { weekday: 6, is_day_off: true }],
    },
  ],
};

describe.each(testEngines)('the project site on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  let counter = 0;
  async function ownerWithProject(locale = 'en') {
    const { tokens } = await registerClient(t);
    const domain = `site-${Date.now().toString(36)}-${counter++}`;
    const created = await t.graphql(
      'mutation($name: String!, $domain: String, $locale: String) { save_project(name: $name, domain: $domain, locale: $locale) { id } }',
      { name: `Coffee ${domain}`, domain, locale },
      'en',
      tokens.access_token,
    );
    expect(created.errors).toBeUndefined();
    return { token: tokens.access_token, projectId: created.data.save_project.id as string, domain };
  }

  it("starts as an unpublished draft in the project's language that visitors do not see", async () => {
    const owner = await ownerWithProject('ka');
    const settings = await t.graphql(GET, { project_id: owner.projectId }, 'en', owner.token);
    expect(settings.errors).toBeUndefined();
    expect(settings.data.site_settings).toMatchObject({
      is_published: false,
      languages: ['ka'],
      default_language: 'ka',
      addresses: [],
      contacts: { phones: [], email: null },
    });
    const visitor = await t.graphql(PUBLIC, { domain: owner.domain }, 'en');
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data.public_site).toBeNull();
  });

  it('saves the site, and a visitor sees it in the asked language or the default one', async () => {
    const owner = await ownerWithProject();
    const saved = await t.graphql(
      SAVE,
      { project_id: owner.projectId, input: filledSite },
      'en',
      owner.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.save_site_settings).toMatchObject({
      brand_color: '#1a73e8',
      languages: ['ru', 'en'],
      texts: [
        { language: 'ru', headline: 'Лучший кофе' },
        { language: 'en', headline: 'The best coffee' },
      ],
      addresses: [{ title: 'Vake', point: { lat: 41.7106, lng: 44.7563 } }],
    });
    const addressId = saved.data.save_site_settings.addresses[0].id;

    const english = (await t.graphql(PUBLIC, { domain: owner.domain, language: 'en' }, 'en')).data
      .public_site;
    expect(english).toMatchObject({
      name: `Coffee ${owner.domain}`,
      language: 'en',
      headline: 'The best coffee',
      contacts: { email: 'hello@coffee.ge', telegram: '@coffee_tbilisi' },
      sections: ['products', 'orders', 'services', 'applications'],
    });
    expect(english.addresses[0].hours).toHaveLength(6);
    // Georgian is not enabled: the default language answers.
    const georgian = (await t.graphql(PUBLIC, { domain: owner.domain, language: 'ka' }, 'ka')).data
      .public_site;
    expect(georgian).toMatchObject({ language: 'ru', headline: 'Лучший кофе' });

    // Saving again with the address's id keeps it; an address not listed is removed.
    const again = await t.graphql(
      SAVE,
      {
        project_id: owner.projectId,
        input: { ...filledSite, addresses: [{ ...filledSite.addresses[0], id: addressId, title: 'Vake 2' }] },
      },
      'en',
      owner.token,
    );
    expect(again.data.save_site_settings.addresses).toMatchObject([{ id: addressId, title: 'Vake 2' }]);
  });

  it('answers only published, public fields: nothing of the owner', async () => {
    const owner = await ownerWithProject();
    await t.graphql(SAVE, { project_id: owner.projectId, input: filledSite }, 'en', owner.token);
    const fields = await t.graphql('{ __type(name: "PublicSite") { fields { name } } }', {}, 'en');
    const names = fields.data?.__type?.fields.map((field: { name: string }) => field.name);
    if (names) expect(names).not.toEqual(expect.arrayContaining(['id', 'client_id', 'is_published']));
    const visitor = await t.graphql(PUBLIC, { domain: owner.domain, language: 'en' }, 'en');
    expect(JSON.stringify(visitor)).not.toMatch(/@mail\.test|owner/);
    await t.graphql(
      SAVE,
      { project_id: owner.projectId, input: { ...filledSite, is_published: false } },
      'en',
      owner.token,
    );
    expect((await t.graphql(PUBLIC, { domain: owner.domain }, 'en')).data.public_site).toBeNull();
  });

  it('shows the owner a draft through an hour-long preview link, and nobody else', async () => {
    const owner = await ownerWithProject();
    const other = await ownerWithProject();
    const draft = { ...filledSite, is_published: false };
    await t.graphql(SAVE, { project_id: owner.projectId, input: draft }, 'en', owner.token);
    const link = (await t.graphql(PREVIEW_LINK, { project_id: owner.projectId }, 'en', owner.token)).data
      .site_preview_link;
    const url = new URL(link.url);
    expect(url.hostname).toBe(`${owner.domain}.localhost`);
    expect(link.expires_at - Date.now() / 1000).toBeGreaterThan(3500);
    const token = url.searchParams.get('preview');
    const previewed = await t.graphql(
      PUBLIC,
      { domain: owner.domain, language: 'en', preview_token: token },
      'en',
    );
    expect(previewed.data.public_site.name).toBe(`Coffee ${owner.domain}`);

    const otherToken = new URL(
      (await t.graphql(PREVIEW_LINK, { project_id: other.projectId }, 'en', other.token)).data
        .site_preview_link.url,
    ).searchParams.get('preview');
    for (const wrong of [otherToken, `${token}x`, 'garbage', token!.replace(/\.\d+\./, '.99999999999.')]) {
      const result = await t.graphql(PUBLIC, { domain: owner.domain, preview_token: wrong }, 'en');
      expect(result.data.public_site, String(wrong)).toBeNull();
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3601_000 });
    try {
      const late = await t.graphql(PUBLIC, { domain: owner.domain, preview_token: token }, 'en');
      expect(late.data.public_site).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    const byOther = await t.graphql(PREVIEW_LINK, { project_id: owner.projectId }, 'en', other.token);
    expect(byOther.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('answers null for an address no project has', async () => {
    const unknown = await t.graphql(PUBLIC, { domain: 'nobody-has-this-address' }, 'en');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data.public_site).toBeNull();
  });

  it("keeps two owners apart: another owner's project is NOT_FOUND and stays as it was", async () => {
    const alice = await ownerWithProject();
    const bob = await ownerWithProject();
    await t.graphql(SAVE, { project_id: alice.projectId, input: filledSite }, 'en', alice.token);
    const read = await t.graphql(GET, { project_id: alice.projectId }, 'en', bob.token);
    expect(read.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const write = await t.graphql(
      SAVE,
      { project_id: alice.projectId, input: { ...filledSite, texts: [], is_published: false } },
      'en',
      bob.token,
    );
    expect(write.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const anonymous = await t.graphql(GET, { project_id: alice.projectId }, 'en');
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const still = await t.graphql(PUBLIC, { domain: alice.domain, language: 'en' }, 'en');
    expect(still.data.public_site.headline).toBe('The best coffee');
  });

  it('refuses a missing map point, broken hours and bad contacts with the spec §5 texts in the caller language', async () => {
    const owner = await ownerWithProject();
    const input = {
      ...filledSite,
      brand_color: 'blue',
      default_language: 'ka',
      contacts: { phones: [{ number: '12' }], email: 'nope', telegram: 'https://example.com/x' },
      addresses: [
        { title: 'Nowhere', address: 'Somewhere', point: null },
        {
          title: 'Saburtalo',
          address: 'Pekini Ave 10',
          point: { lat: 41.72, lng: 44.77 },
          hours: [{ weekday: 1, is_day_off: false, opens_at: '10:00', closes_at: '10:30' }],
        },
      ],
    };
    const russian = await t.graphql(SAVE, { project_id: owner.projectId, input }, 'ru', owner.token);
    const fields = russian.errors?.[0].extensions.fields;
    expect(russian.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(fields).toMatchObject({
      'addresses[0].point': 'Необходимо выбрать точку на карте',
      brand_color: 'Укажите цвет в формате #RRGGBB',
      default_language: expect.any(String),
      'contacts.phones[0].number': 'Неверный формат телефона',
      'contacts.telegram': 'Введите корректный URL',
    });
    const english = await t.graphql(SAVE, { project_id: owner.projectId, input }, 'en', owner.token);
    expect(english.errors?.[0].extensions.fields['addresses[0].point']).toBe(
      'You need to select a point on the map',
    );
    const georgian = await t.graphql(SAVE, { project_id: owner.projectId, input }, 'ka', owner.token);
    expect(georgian.errors?.[0].extensions.fields['addresses[0].point']).toBe(
      'აუცილებელია რუკაზე წერტილის მონიშვნა',
    );

    const hours = await t.graphql(
      SAVE,
      { project_id: owner.projectId, input: { ...filledSite, addresses: [input.addresses[1]] } },
      'en',
      owner.token,
    );
    expect(hours.errors?.[0].extensions.fields).toEqual({
      'addresses[0].hours[0]': 'The working day must be longer than 1 hour',
    });
  });

  it('bounds the lists: at most 20 addresses', async () => {
    const owner = await ownerWithProject();
    const addresses = Array.from({ length: 21 }, () => filledSite.addresses[0]);
    const result = await t.graphql(
      SAVE,
      { project_id: owner.projectId, input: { ...filledSite, addresses } },
      'en',
      owner.token,
    );
    expect(result.errors?.[0].extensions.fields).toEqual({ addresses: 'Maximum 20 items' });
  });

  it('stores a logo, counts it and lets the file go when it is removed', async () => {
    const owner = await ownerWithProject();
    const logo = pngPicture(77);
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: SAVE,
        variables: { project_id: owner.projectId, input: filledSite, logo: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.logo'] }));
    form.append('0', new Blob([new Uint8Array(logo)]), 'logo.png');
    const request = new Response(form);
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': request.headers.get('content-type') ?? '',
        'x-language': 'en',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    const saved = response.json();
    expect(saved.errors).toBeUndefined();
    expect(saved.data.save_site_settings.logo).toMatchObject({ size: logo.length, name: 'logo.png' });
    const served = await t.app.inject({
      method: 'GET',
      url: new URL(saved.data.save_site_settings.logo.url).pathname,
    });
    expect(served.statusCode).toBe(200);

    const removed = await t.graphql(
      SAVE,
      { project_id: owner.projectId, input: { ...filledSite, logo_deleted: true } },
      'en',
      owner.token,
    );
    expect(removed.data.save_site_settings.logo).toBeNull();
    const gone = await t.app.inject({
      method: 'GET',
      url: new URL(saved.data.save_site_settings.logo.url).pathname,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('lets the owner change the time zone, and refuses an unknown one', async () => {
    const owner = await ownerWithProject();
    const change = (timezone: string) =>
      t.graphql(
        'mutation($id: ID!, $name: String!, $timezone: String) { save_project(id: $id, name: $name, timezone: $timezone) { timezone } }',
        { id: owner.projectId, name: 'Coffee', timezone },
        'en',
        owner.token,
      );
    expect((await change('Europe/Berlin')).data.save_project.timezone).toBe('Europe/Berlin');
    expect((await change('Mars/Olympus')).errors?.[0].extensions.fields).toEqual({
      timezone: 'Invalid value',
    });
  });
});
