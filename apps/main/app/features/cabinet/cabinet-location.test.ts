import { isCabinetPath, isCabinetTopLevel } from './cabinet-location';

describe('cabinet location', () => {
  it.each([
    ['/ru/client', true],
    ['/en/client/projects', true],
    ['/ka/client/about/rates', true],
    ['/en/rates', false],
    ['/en/clients', false],
    ['/', false],
  ])('%s is a cabinet page: %s', (pathname, expected) => {
    expect(isCabinetPath(pathname)).toBe(expected);
  });

  it.each([
    ['/ru/client', true],
    ['/ru/client/', true],
    ['/en/client/projects', true],
    ['/en/client/about', true],
    ['/en/client/about/', true],
    ['/en/client/about/rates', false],
    ['/en/client/about/questions', false],
  ])('%s is top-level: %s', (pathname, expected) => {
    expect(isCabinetTopLevel(pathname)).toBe(expected);
  });
});
