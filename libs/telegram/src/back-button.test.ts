import { bindBackButton, shouldShowBackButton } from './back-button';
import { createFakeWebApp } from './fake-web-app';

describe('shouldShowBackButton', () => {
  it('shows the button on every route but the client projects list', () => {
    expect(shouldShowBackButton({ routeName: 'client-profile', hasStoredBackUrl: false })).toBe(true);
    expect(shouldShowBackButton({ routeName: 'index', hasStoredBackUrl: false })).toBe(true);
    expect(shouldShowBackButton({ routeName: 'faq-articles-slug', hasStoredBackUrl: true })).toBe(true);
  });

  it('shows it on a start page (the client projects list, the site home) only with a stored back-url', () => {
    expect(shouldShowBackButton({ routeName: 'client-projects', hasStoredBackUrl: false })).toBe(false);
    expect(shouldShowBackButton({ routeName: 'client-projects', hasStoredBackUrl: true })).toBe(true);
    expect(shouldShowBackButton({ routeName: 'project-home', hasStoredBackUrl: false })).toBe(false);
    expect(shouldShowBackButton({ routeName: 'project-home', hasStoredBackUrl: true })).toBe(true);
  });
});

describe('bindBackButton', () => {
  it('shows the button and calls the handler when pressed, until unbound', () => {
    const { webApp, calls, pressBack, handlers } = createFakeWebApp();
    const onBack = jest.fn();
    const unbind = bindBackButton(webApp, true, onBack);
    expect(calls.map(([method]) => method)).toEqual(['BackButton.onClick', 'BackButton.show']);

    pressBack();
    expect(onBack).toHaveBeenCalledTimes(1);

    unbind();
    expect(calls.at(-1)).toEqual(['BackButton.offClick', [onBack]]);
    expect(handlers.size).toBe(0);
    pressBack();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('hides the button without binding a handler', () => {
    const { webApp, calls, handlers } = createFakeWebApp();
    bindBackButton(webApp, false, jest.fn())();
    expect(calls).toEqual([['BackButton.hide', []]]);
    expect(handlers.size).toBe(0);
  });
});
