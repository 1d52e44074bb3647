import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInMain } from '../../../testing/render-in-main';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentCookie, hasConsent } from './cookie-consent';
import { CookieConsentBanner } from './cookie-consent-banner';

/** jsdom keeps cookies across tests: each test starts without the consent. */
function forgetConsent() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
}

const renderBanner = () =>
  renderInMain(
    <main id="main" tabIndex={-1}>
      <CookieConsentBanner locale="en" />
    </main>,
    { url: '/en/features/crm' },
  );

describe('CookieConsentBanner', () => {
  beforeEach(forgetConsent);

  it('shows the notice with a link to the cookie policy until the visitor accepts', async () => {
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(banner.textContent).toContain('We set no advertising or tracking cookies.');
    expect(screen.getByRole('link', { name: 'How we use cookies' }).getAttribute('href')).toBe(
      '/en/about/cookie',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));

    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(hasConsent(document.cookie)).toBe(true);
    // Focus is not lost with the button: the page's main area takes it.
    expect(document.activeElement?.id).toBe('main');
  });

  it('stays hidden on the next visit once accepted', async () => {
    document.cookie = consentCookie();
    renderBanner();
    // The notice would appear right after mounting: give the effect its turn before looking.
    await screen.findByRole('main');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('keeps showing when another cookie only looks like the consent', async () => {
    document.cookie = `${CONSENT_COOKIE}-old=accepted; Path=/`;
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Cookie notice' })).toBeTruthy();
  });
});

describe('consent cookie', () => {
  it('is remembered for a year on the whole site', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie()).toBe('donut-cookie-consent=accepted; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is read from a Cookie header among others', () => {
    expect(hasConsent('donut-locale=ka; donut-cookie-consent=accepted')).toBe(true);
    expect(hasConsent('donut-locale=ka')).toBe(false);
    expect(hasConsent('donut-cookie-consent=rejected')).toBe(false);
  });
});
