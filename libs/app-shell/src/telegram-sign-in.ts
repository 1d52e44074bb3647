import { QUERY_KEYS, readAuthCookies } from '@donut/auth';
import { DEFAULT_LOCALE, isLocale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { setupMiniAppContainer } from '@donut/telegram';
import type { AuthApi } from './auth-api';
import { loadTelegramWebApp } from './telegram-script';

/**
 * Inside Telegram's web-app container: the container set-up of spec §1, and, with init data and no
 * refresh cookie, sign-in through Telegram (spec §4). A failure is only logged (spec §8).
 */
export async function startInTelegram(authApi: AuthApi): Promise<boolean> {
  const webApp = await loadTelegramWebApp();
  if (!webApp) return false;
  setupMiniAppContainer(webApp);
  if (readAuthCookies(document.cookie, 'crm').hasRefreshToken) return false;
  const result = await authApi.telegram(webApp.initData);
  if (result.ok) return true;
  console.error('Telegram authentication failed');
  // Linking an account another owner already has: spec §8 reports it through error_auth=403.
  if (result.error.code === 'TELEGRAM_ACCOUNT_TAKEN') {
    const lang = document.documentElement.lang;
    const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
    window.location.assign(routeHref('main', 'home', {}, { locale, query: { [QUERY_KEYS.errorAuth]: 403 } }));
  }
  return false;
}
