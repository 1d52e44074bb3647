import { countryCookie, isCountryCode } from './country';

describe('country codes and cookie', () => {
  it('accepts two uppercase letters but not the unknown and Tor placeholders', () => {
    expect(isCountryCode('GE')).toBe(true);
    expect(isCountryCode('ge')).toBe(false);
    expect(isCountryCode('GEO')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('T1')).toBe(false);
    expect(isCountryCode(null)).toBe(false);
  });

  it('keeps the country a year on the path root, on the parent domain when given', () => {
    expect(countryCookie('AM')).toBe('donut-country=AM; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(countryCookie('GE', 'donut.ge')).toBe(
      'donut-country=GE; Path=/; Max-Age=31536000; Domain=donut.ge; SameSite=Lax',
    );
  });
});
