import { directions } from '../../reference/seed-data/directions';
import type { LocalizedText } from '../../../db/schema';
import { workingDayProblems } from '../working-day-rules';
import { starterCatalogue, starterContentFor } from './starter-catalogue';

const SHOPS = ['clothing-store', 'auto-parts', 'cosmetics', 'dishes'];
const CYRILLIC = /[А-Яа-яЁё]/;
const GEORGIAN = /[\u10D0-\u10FF]/;

/** A real translation in each language: written in its own script, not a copy of another. */
function expectTranslated(text: LocalizedText, maxLength: number) {
  expect(text.ru, text.en).toMatch(CYRILLIC);
  expect(text.ka, text.en).toMatch(GEORGIAN);
  expect(text.en, text.en).toMatch(/^[\x20-\x7E]+$/);
  for (const value of Object.values(text)) {
    expect(value.trim()).toBe(value);
    expect(value.length).toBeLessThanOrEqual(maxLength);
  }
}

describe('starter content by direction', () => {
  it('has content for exactly the seeded directions', () => {
    expect(Object.keys(starterCatalogue).sort()).toEqual(
      directions.map((direction) => direction.code).sort(),
    );
  });

  it.each(directions.filter((d) => !SHOPS.includes(d.code) && d.code !== 'restaurant').map((d) => d.code))(
    '%s offers 4 to 8 typical services, translated, with a duration and a price',
    (code) => {
      const { services } = starterCatalogue[code];
      expect(services.length).toBeGreaterThanOrEqual(4);
      expect(services.length).toBeLessThanOrEqual(8);
      for (const service of services) {
        expectTranslated(service.name, 150);
        expectTranslated(service.description, 200);
        expect(
          Number.isInteger(service.durationMinutes) &&
            service.durationMinutes > 0 &&
            service.durationMinutes % 5 === 0,
        ).toBe(true);
        expect(service.priceUsd).toBeGreaterThan(0);
      }
      expect(new Set(services.map((service) => service.name.en)).size).toBe(services.length);
    },
  );

  it.each(SHOPS)('the %s shop starts with 6 to 10 catalogue categories and no services', (code) => {
    const { categories, services } = starterCatalogue[code];
    expect(services).toEqual([]);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.length).toBeLessThanOrEqual(10);
    for (const category of categories) expectTranslated(category, 100);
    expect(new Set(categories.map((category) => category.en)).size).toBe(categories.length);
  });

  it('a restaurant gets menu sections and a free table reservation', () => {
    const { categories, services } = starterCatalogue.restaurant;
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) expectTranslated(category, 100);
    expect(services[0]).toMatchObject({ name: { en: 'Table reservation' }, priceUsd: 0 });
    for (const service of services) expectTranslated(service.name, 150);
  });

  it.each(directions.map((d) => d.code))('the %s working week follows the spec §5 rules', (code) => {
    const { week } = starterCatalogue[code];
    expect(week).toHaveLength(7);
    expect(week.some((day) => day !== null)).toBe(true);
    week.forEach((day, index) => {
      const stored = {
        isDayOff: day === null,
        opensAt: day?.opensAt ?? null,
        closesAt: day?.closesAt ?? null,
        breakStartsAt: day?.breakStartsAt ?? null,
        breakEndsAt: day?.breakEndsAt ?? null,
      };
      expect(workingDayProblems(stored), `weekday ${index + 1}`).toEqual([]);
    });
  });

  it('starts a project without a direction like "other"', () => {
    expect(starterContentFor(null)).toBe(starterCatalogue.other);
    expect(starterContentFor('unknown')).toBe(starterCatalogue.other);
    expect(starterContentFor('barbershop')).toBe(starterCatalogue.barbershop);
  });
});
