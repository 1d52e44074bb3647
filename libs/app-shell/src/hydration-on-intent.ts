import type { EntryContext } from 'react-router';
import { TELEGRAM_INIT_PARAMS_KEY } from './telegram-script';

/** When a page's app code loads: at once, or at the visitor's first sign of interacting (ADR 0019). */
export type HydrationTiming = 'on-load' | 'on-intent';

/**
 * Route `handle` field choosing the page's hydration timing; the deepest matched route that sets it decides.
 * A function gets the requested URL, e.g. to hydrate at once when the URL opens a dialog.
 */
export interface HydrationRouteHandle {
  hydration?: HydrationTiming | ((url: URL) => HydrationTiming);
}

/** The `rel` a deferred module preload keeps until the app starts: browsers ignore a type they do not know. */
const DEFERRED_PRELOAD_REL = 'donut-modulepreload';
/** The `type` of React Router's deferred hydration script: not JavaScript, so the browser leaves it alone. */
const DEFERRED_SCRIPT_TYPE = 'donut/on-intent';

/** Whether the document React Router is about to render should wait for the visitor before hydrating. */
export function hydratesOnIntent(context: EntryContext, url: URL): boolean {
  let timing: HydrationTiming = 'on-load';
  for (const match of context.staticHandlerContext.matches) {
    const handle = context.routeModules[match.route.id]?.handle as HydrationRouteHandle | undefined;
    const chosen = handle?.hydration;
    if (chosen) timing = typeof chosen === 'function' ? chosen(url) : chosen;
  }
  return timing === 'on-intent';
}

/**
 * The browser side, inline at the end of the page. Until the visitor moves a pointer over the page, touches it,
 * presses a key or focuses a control, the page is plain HTML: links navigate, `<details>` menus open. Then it
 * loads React Router's entry exactly as the server wrote it. A button pressed or a form submitted before the
 * app has hydrated is held and pressed again once it has, so no action is lost. A page Telegram launched (its
 * launch parameters in the address, or kept by its script for the tab: `isTelegramLaunch`) starts at once, for
 * the app sets the Mini App's container up (spec §1) as the page opens.
 */
export const INTENT_BOOTSTRAP = `(function () {
  var intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'];
  var root = document.documentElement;
  var held = null;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function (link) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = link.href;
      document.head.appendChild(preload);
    });
    var deferred = document.querySelector('script[type="${DEFERRED_SCRIPT_TYPE}"]');
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.nonce = deferred.nonce;
    entry.textContent = deferred.textContent;
    document.body.appendChild(entry);
  }
  function hold(event) {
    var target = event.type === 'submit' ? event.target : event.target.closest && event.target.closest('button, input[type=submit], input[type=button]');
    if (!target || root.hasAttribute('data-hydrated')) return;
    event.preventDefault();
    held = target;
    start();
  }
  new MutationObserver(function (records, observer) {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    removeEventListener('click', hold, true);
    removeEventListener('submit', hold, true);
    if (held && held.isConnected) held.tagName === 'FORM' ? held.requestSubmit() : held.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  intents.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true, once: true }); });
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  window.__donutStartApp = start;
  var launch = location.hash;
  try { launch += sessionStorage.getItem('${TELEGRAM_INIT_PARAMS_KEY}') || ''; } catch (error) {}
  if (launch.indexOf('tgWebAppData') >= 0) start();
})();`;

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /(<script\b[^>]*?\btype=")module("[^>]*>)/g;

/**
 * Rewrites a rendered document so that it hydrates on intent: React Router's module preloads and its entry
 * script are kept in the page but inert, and the bootstrap above brings them to life. A document whose
 * scripts are not as expected (no entry, or more than one module script) is returned unchanged and
 * hydrates at once.
 */
export function deferHydration(html: string, nonce: string | undefined): string {
  const moduleScripts = html.match(MODULE_SCRIPT) ?? [];
  const bodyEnd = html.lastIndexOf('</body>');
  if (moduleScripts.length !== 1 || bodyEnd < 0) return html;
  const bootstrap = `<script${nonce ? ` nonce="${nonce}"` : ''}>${INTENT_BOOTSTRAP}</script>`;
  const deferred = html
    .replace(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`)
    .replace(MODULE_SCRIPT, `$1${DEFERRED_SCRIPT_TYPE}$2`);
  const end = deferred.lastIndexOf('</body>');
  return `${deferred.slice(0, end)}${bootstrap}${deferred.slice(end)}`;
}
