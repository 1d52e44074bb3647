import { formatsDatesInBrowser } from './intl-locale-data';

describe('formatsDatesInBrowser', () => {
  it('takes a page to format dates in the browser unless a matched route says its dates come from the server', () => {
    expect(formatsDatesInBrowser([{ handle: undefined }, { handle: {} }])).toBe(true);
    expect(formatsDatesInBrowser([{ handle: undefined }, { handle: { dates: 'server' } }])).toBe(false);
  });

  it('lets the deepest route that says decide', () => {
    expect(formatsDatesInBrowser([{ handle: { dates: 'server' } }, { handle: { dates: 'browser' } }])).toBe(
      true,
    );
    expect(formatsDatesInBrowser([{ handle: { dates: 'browser' } }, { handle: { dates: 'server' } }])).toBe(
      false,
    );
    expect(formatsDatesInBrowser([{ handle: { dates: 'server' } }, { handle: {} }])).toBe(false);
  });
});
