import { validateWith } from '../validate';
import { suggestWebsiteAddress, transliterate } from './suggest-website-address';
import { websiteAddressSchema } from './website-address';

describe('suggestWebsiteAddress', () => {
  it.each([
    ['Салон «Жасмин»', 'salon-zhasmin'],
    ['Барбершоп Щука и Ёж', 'barbershop-shchuka-i-ezh'],
    ['თბილისის ფიტნესი', 'tbilisis-pitnesi'],
    ['ჭაჭა & ხაჭაპური', 'chacha-khachapuri'],
    ['Café Crème 24/7', 'cafe-creme-24-7'],
    ['Юля', 'iulia-studio'],
    ['!!!', 'studio'],
  ])('turns %s into %s', (name, address) => {
    expect(suggestWebsiteAddress(name)).toBe(address);
    expect(validateWith(websiteAddressSchema, address).ok).toBe(true);
  });

  it('stays within a DNS label without a trailing hyphen', () => {
    const address = suggestWebsiteAddress(`${'очень длинное название '.repeat(6)}`);
    expect(address.length).toBeLessThanOrEqual(63);
    expect(address.endsWith('-')).toBe(false);
  });

  it('transliterates Russian and Georgian letters', () => {
    expect(transliterate('Щёлково')).toBe('shchelkovo');
    expect(transliterate('ქუთაისი')).toBe('kutaisi');
  });
});
