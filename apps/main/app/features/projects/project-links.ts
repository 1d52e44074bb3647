import { links } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';

/** The project's public site on its subdomain, in the owner's language: the link owners share. */
export function projectSiteUrl(domain: string, locale: Locale): string {
  return links().route('client-view', 'home', {}, { project: domain, locale });
}

/**
 * The project's CRM on its subdomain, in the owner's current language: the admin area has no locale prefix (spec
 * §2), so the link names it and the CRM keeps it (issue 13: a browser in English opened it in English).
 */
export function projectCrmUrl(domain: string, locale: Locale): string {
  return links().route('crm', 'admin', {}, { project: domain, locale });
}
