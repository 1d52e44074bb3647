/**
 * @jest-environment jsdom
 */
import { INTENT_BOOTSTRAP } from './hydration-on-intent';
import { TELEGRAM_INIT_PARAMS_KEY } from './telegram-script';

const ENTRY = 'import("/assets/entry.client-1.js");';

/** A page as `deferHydration` leaves it, then its bootstrap run as the browser runs it. */
function openPage() {
  document.head.innerHTML = '<link rel="donut-modulepreload" href="/assets/entry.client-1.js">';
  document.body.innerHTML = `<main>Hi</main><script type="donut/on-intent">${ENTRY}</script>`;
  new Function(INTENT_BOOTSTRAP)();
}

const startedEntry = () => document.querySelector('script[type="module"]')?.textContent ?? null;

describe('the hydration-on-intent bootstrap', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('waits for the visitor in an ordinary browser', () => {
    openPage();
    expect(startedEntry()).toBeNull();
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(startedEntry()).toBe(ENTRY);
    expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull();
  });

  it('starts the app at once when Telegram launched the page, so the Mini App is set up as it opens', () => {
    window.history.replaceState(null, '', '/ka/#tgWebAppData=query_id%3DAA&tgWebAppVersion=8.0');
    openPage();
    expect(startedEntry()).toBe(ENTRY);
  });

  it("starts at once on a later page of the Mini App, whose launch Telegram's script kept for the tab", () => {
    window.sessionStorage.setItem(TELEGRAM_INIT_PARAMS_KEY, '{"tgWebAppData":"query_id=AA"}');
    openPage();
    expect(startedEntry()).toBe(ENTRY);
  });
});
