import { links } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';

/** The project's public site on its subdomain, in the owner's language: the link owners share. */
export function projectSiteUrl(domain: string, locale: Locale): string {
  return links().route('client-view', 'home', {}, { project: domain, locale });
}

/** The project's CRM on its subdomain (the CRM's /admin routes carry no locale, spec §2). */
export function projectCrmUrl(domain: string): string {
  return links().route('crm', 'admin', {}, { project: domain });
}
