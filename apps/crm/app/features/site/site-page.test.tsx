import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettingsFieldsFragment } from '@donut/graphql';
import { pictureFile, renderInCrm } from '../../testing/render-in-crm';
import { SiteForm } from './site-page';

const draft: SiteSettingsFieldsFragment = {
  project_id: '42',
  is_published: false,
  brand_color: null,
  logo: null,
  cover: null,
  languages: ['ru'],
  default_language: 'ru',
  texts: [{ language: 'ru', headline: null, about: null }],
  contacts: {
    phones: [],
    email: null,
    telegram: null,
    whatsapp: null,
    instagram: null,
    facebook: null,
    vk: null,
    website: null,
  },
  addresses: [],
};

beforeEach(() => {
  URL.createObjectURL = jest.fn((file: File) => `blob:${file.name}`) as unknown as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn();
  (window as unknown as Record<string, unknown>).__DONUT_ENV__ = { apiUrl: 'http://api.test', origins: {} };
});

describe('SiteForm', () => {
  it.each([
    ['en', 'You need to select a point on the map'],
    ['ru', 'Необходимо выбрать точку на карте'],
    ['ka', 'აუცილებელია რუკაზე წერტილის მონიშვნა'],
  ] as const)('asks for the map point of an address before saving (%s)', async (locale, message) => {
    const save = jest.fn();
    renderInCrm(<SiteForm settings={draft} save={save} />, { locale });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /address|адрес|მისამართ/i }));
    const [title, address] = screen.getAllByRole('textbox', {
      name: /name|назван|დასახელ|^address|^адрес|^მისამართი/i,
    });
    await user.type(title, 'Vake');
    await user.type(address, 'Chavchavadze Ave 37');
    await user.click(screen.getByRole('button', { name: /save|сохранить|შენახვა/i }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the texts of the enabled languages, the contacts, a pasted point and a new logo, and offers to check the point on a map', async () => {
    const save = jest.fn(async () => ({ ...draft, is_published: true }));
    renderInCrm(<SiteForm settings={draft} save={save} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Show the site to visitors' }));
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    const [, englishHeadline] = screen.getAllByRole('textbox', { name: 'Headline' });
    await user.type(englishHeadline, 'Haircuts in Vake');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'hello@usy.ge');
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Vake');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Chavchavadze Ave 37');
    await user.click(screen.getByRole('textbox', { name: /Latitude/ }));
    await user.paste('41.7097, 44.7569');
    expect((screen.getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement).value).toBe('44.7569');
    expect(screen.getByRole('link', { name: 'Open the map to check' }).getAttribute('href')).toContain(
      'mlat=41.709700&mlon=44.756900',
    );
    const logo = pictureFile('logo.png');
    const [logoInput] = screen.getAllByLabelText('Upload a picture');
    await user.upload(logoInput, logo);
    await user.click(screen.getByRole('button', { name: 'Save the site' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        is_published: true,
        logo_deleted: false,
        cover_deleted: false,
        languages: ['ru', 'en'],
        texts: [
          { language: 'ru', headline: null, about: null },
          { language: 'en', headline: 'Haircuts in Vake', about: null },
        ],
        contacts: expect.objectContaining({ email: 'hello@usy.ge', phones: [] }),
        addresses: [
          {
            id: null,
            title: 'Vake',
            address: 'Chavchavadze Ave 37',
            point: { lat: 41.7097, lng: 44.7569 },
            hours: [],
          },
        ],
      }),
      { logo },
    );
    expect(await screen.findByText('The site is saved.')).toBeTruthy();
  });
});
