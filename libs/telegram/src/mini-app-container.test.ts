import { createFakeWebApp } from './fake-web-app';
import { MINI_APP_COLOR, setupMiniAppContainer } from './mini-app-container';

describe('setupMiniAppContainer', () => {
  it('applies spec §1 and signals ready last', () => {
    const { webApp, calls } = createFakeWebApp();
    expect(setupMiniAppContainer(webApp)).toEqual([]);
    expect(calls).toEqual([
      ['setBackgroundColor', ['#ffffff']],
      ['setHeaderColor', ['#ffffff']],
      ['expand', []],
      ['enableClosingConfirmation', []],
      ['disableVerticalSwipes', []],
      ['ready', []],
    ]);
    expect(MINI_APP_COLOR).toBe('#ffffff');
  });

  it('keeps going when an old client refuses a step, and reports it', () => {
    const { webApp, calls } = createFakeWebApp(undefined, {
      failing: ['setHeaderColor', 'disableVerticalSwipes'],
    });
    expect(setupMiniAppContainer(webApp)).toEqual(['setHeaderColor', 'disableVerticalSwipes']);
    expect(calls.map(([method]) => method)).toContain('ready');
    expect(calls.at(-1)).toEqual(['ready', []]);
  });
});
