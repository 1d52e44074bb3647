import { screen, within } from '@testing-library/react';
import type { PublicSite } from './load-site';
import { renderInClientView } from '../../testing/render-in-client-view';
import { SiteHome } from './site-home';
import { weekdayNames } from './weekday-names';

const site: PublicSite = {
  name: 'Барбершоп «Усы»',
  language: 'en',
  languages: ['ru', 'en'],
  default_language: 'ru',
  brand_color: '#8b4513',
  logo: null,
  cover: null,
  headline: 'A haircut and a shave',
  about: 'Men’s haircuts in Tbilisi.',
  gallery: [],
  contacts: {
    phones: [{ label: null, number: '+995 32 212 34 56' }],
    email: 'hello@usy.ge',
    telegram: '@usy_barbershop',
    whatsapp: '+995555123456',
    instagram: null,
    facebook: null,
    vk: null,
    website: 'usy.ge',
  },
  addresses: [
    {
      id: 'a1',
      title: 'Vake',
      address: 'Chavchavadze Ave 37',
      point: { lat: 41.7097, lng: 44.7569 },
      hours: [
        {
          weekday: 1,
          is_day_off: false,
          opens_at: '09:00',
          closes_at: '20:00',
          break_starts_at: '14:00',
          break_ends_at: '14:30',
        },
        {
          weekday: 7,
          is_day_off: true,
          opens_at: null,
          closes_at: null,
          break_starts_at: null,
          break_ends_at: null,
        },
      ],
    },
  ],
  telegram_bot: null,
  sections: ['products', 'services'],
};

describe('SiteHome', () => {
  it('shows the name, the headline, and contacts a phone can call, mail and open', () => {
    renderInClientView(<SiteHome site={site} mapTiles={null} weekdays={weekdayNames('en')} />, {
      url: '/en/',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Барбершоп «Усы»');
    expect(screen.getByText('A haircut and a shave')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+995 32 212 34 56' }).getAttribute('href')).toBe(
      'tel:+995322123456',
    );
    expect(screen.getByRole('link', { name: 'hello@usy.ge' }).getAttribute('href')).toBe(
      'mailto:hello@usy.ge',
    );
    expect(screen.getByRole('link', { name: '@usy_barbershop' }).getAttribute('href')).toBe(
      'https://t.me/usy_barbershop',
    );
    expect(screen.getByRole('link', { name: '+995555123456' }).getAttribute('href')).toBe(
      'https://wa.me/995555123456',
    );
    expect(screen.getByRole('link', { name: 'usy.ge' }).getAttribute('href')).toBe('https://usy.ge');
  });

  it("says when the page is the owner's preview, and only then", () => {
    const { unmount } = renderInClientView(
      <SiteHome site={site} mapTiles={null} weekdays={weekdayNames('ru')} isPreview />,
      { url: '/ru/?preview=t' },
    );
    expect(screen.getByRole('note').textContent).toMatch(/^Предпросмотр/);
    unmount();
    renderInClientView(<SiteHome site={site} mapTiles={null} weekdays={weekdayNames('en')} />, {
      url: '/en/',
    });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('lists the hours in the page language with the break and the day off', () => {
    renderInClientView(<SiteHome site={site} mapTiles={null} weekdays={weekdayNames('ru')} />, {
      url: '/ru/',
    });
    const hours = screen.getByRole('table');
    expect(within(hours).getByRole('rowheader', { name: 'понедельник' })).toBeTruthy();
    expect(hours.textContent).toContain('09:00–20:00');
    expect(hours.textContent).toContain('Перерыв 14:00–14:30');
    expect(within(hours).getByRole('row', { name: /воскресенье/ }).textContent).toContain('Выходной');
  });

  it('shows the point without a map provider: coordinates, a placeholder and an OpenStreetMap link', () => {
    renderInClientView(<SiteHome site={site} mapTiles={null} weekdays={weekdayNames('ka')} />, {
      url: '/ka/',
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('41.70970, 44.75690')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'რუკაზე გახსნა' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=41.709700&mlon=44.756900#map=17/41.709700/44.756900',
    );
  });

  it('shows a tile picture of the point when a tile provider is configured', () => {
    renderInClientView(
      <SiteHome
        site={site}
        mapTiles="https://tiles.example.org/{z}/{x}/{y}.png"
        weekdays={weekdayNames('en')}
      />,
      {
        url: '/en/',
      },
    );
    expect(screen.getByRole('img', { name: 'Map around Vake' }).getAttribute('src')).toBe(
      'https://tiles.example.org/16/40915/24399.png',
    );
  });
});
