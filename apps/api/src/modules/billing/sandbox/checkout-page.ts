import type { Locale } from '@donut/i18n';
import { translate } from '../../../i18n/translate';
import { escapeHtml } from '../../mail/escape-html';
import type { SandboxSession } from './sandbox-provider';

/** The amount in its currency's own digits (a plan in USD has 2, a shop may charge in a currency with 0). */
export function formatMoney(amountMinor: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(amountMinor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/**
 * The sandbox's hosted payment page: what is paid, the terms that apply where the owner pays (spec §1),
 * and the payer's three outcomes. Plain HTML forms, so it works without JavaScript and by keyboard.
 */
export function renderCheckoutPage(session: SandboxSession, declined: boolean): string {
  const t = (id: Parameters<typeof translate>[1], values?: Record<string, string>) =>
    escapeHtml(translate(session.locale, id, values));
  const action = (verb: string) =>
    `/payments/sandbox/checkout/${encodeURIComponent(session.providerPaymentId)}/${verb}`;
  const button = (verb: string, label: string, primary = false) =>
    `<form method="post" action="${action(verb)}"><button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;
  return `<!doctype html>
<html lang="${session.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('api.sandbox.title')}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f7;color:#1d1d1f;margin:0;padding:24px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 4px}.amount{font-size:2rem;font-weight:700;margin:16px 0 4px}
ul{padding-left:20px;color:#444;font-size:.9rem}.note{background:#fff4e5;border-radius:8px;padding:8px 12px}
.error{background:#fdecea;color:#8a1c1c;border-radius:8px;padding:8px 12px}
form{margin:8px 0}button{width:100%;padding:12px;border-radius:10px;border:1px solid #c7c7cc;background:#fff;font-size:1rem;cursor:pointer}
button.primary{background:#1d1d1f;color:#fff;border-color:#1d1d1f}button:focus-visible{outline:3px solid #0a84ff;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${t('api.sandbox.title')}</h1>
<p class="note">${t('api.sandbox.test-mode')}</p>
<p>${escapeHtml(session.description)}</p>
<p class="amount">${escapeHtml(formatMoney(session.amountMinor, session.currency, session.locale))}</p>
${declined ? `<p class="error" role="alert">${t('api.sandbox.declined')}</p>` : ''}
<h2>${t('api.sandbox.terms-title')}</h2>
<ul>
<li>${t('api.sandbox.terms-receipt')}</li>
<li>${t('api.sandbox.terms-no-legal-entity')}</li>
<li>${t('api.sandbox.terms-refund')}</li>
</ul>
${button('pay', t('api.sandbox.pay'), true)}
${button('decline', t('api.sandbox.decline'))}
${button('abandon', t('api.sandbox.abandon'))}
</main>
</body>
</html>`;
}

export function renderClosedPage(locale: Locale): string {
  const title = escapeHtml(translate(locale, 'api.sandbox.title'));
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(translate(locale, 'api.sandbox.closed'))}</p></main></body></html>`;
}
