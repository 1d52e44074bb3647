import { validationMessages } from '../messages';
import { validateWith } from '../validate';
import { isWebUrl, urlSchema } from './url';

describe('urlSchema', () => {
  it.each([
    'https://donut.ge',
    'http://donut.ge/rates?plan=pro#faq',
    'HTTPS://Donut.GE',
    'donut.ge',
    'www.salon.tbilisi.ge/booking',
    'https://почта.рф',
    'https://shop.example.com:8443/path',
  ])('accepts %s', (url) => {
    expect(validateWith(urlSchema, url)).toEqual({ ok: true, value: url });
  });

  it.each([
    'donut',
    'ftp://donut.ge',
    'javascript:alert(1)',
    'mailto:owner@donut.ge',
    'https://user:pass@donut.ge',
    'http://192.168.0.1',
    'https://localhost:3001',
    'https://-donut.ge',
    'https://donut.g',
    'donut .ge',
    'http://',
  ])('refuses %s', (url) => {
    expect(isWebUrl(url)).toBe(false);
    expect(validateWith(urlSchema, url)).toEqual({ ok: false, errors: { '': validationMessages.url } });
  });

  it('requires a value', () => {
    expect(validateWith(urlSchema, ' ')).toEqual({ ok: false, errors: { '': validationMessages.required } });
  });
});
