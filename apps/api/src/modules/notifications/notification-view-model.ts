import type { Locale } from '@donut/i18n';
import type { LinkBuilder } from '@donut/link-builder';
import type { notifications } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { rates as rateSeeds } from '../rates/rates.seed-data';
import { formatMinorAmount } from '../reference/format-money';

type NotificationRow = typeof notifications.$inferSelect;

/** Where each kind's button leads: the place the event concerns. */
function buttonLink(row: NotificationRow, locale: Locale, links: LinkBuilder): string | null {
  switch (row.kind) {
    case 'email-confirmed':
      return links.route('main', 'clientProjects', {}, { locale });
    case 'project-created':
      return row.params.domain
        ? links.route('crm', 'admin', {}, { project: row.params.domain, locale })
        : null;
    case 'trial-ending-3d':
    case 'trial-ending-1d':
    case 'trial-ended':
    case 'plan-changed':
    case 'plan-ending-3d':
    case 'plan-ending-1d':
    case 'plan-ended':
    case 'payment-failed':
      return links.route('main', 'clientRates', {}, { locale });
    case 'application-received':
      return row.params.domain && row.params.application_id
        ? links.route(
            'crm',
            'adminApplication',
            { id: row.params.application_id },
            { project: row.params.domain, locale },
          )
        : null;
    case 'order-placed':
    case 'order-paid':
      return row.params.domain && row.params.order_id
        ? links.route(
            'crm',
            'adminOrder',
            { id: row.params.order_id },
            { project: row.params.domain, locale },
          )
        : null;
    default:
      return null;
  }
}

/**
 * Values for the texts: a plan named by its code is named in the reader's language, an amount kept in minor units
 * (`total_minor` with `currency`) is written in the reader's number format.
 */
function textValues(row: NotificationRow, locale: Locale): Record<string, string> {
  const rate = row.params.rate_code
    ? rateSeeds.find((seed) => seed.code === row.params.rate_code)
    : undefined;
  const { total_minor: totalMinor, currency } = row.params;
  return {
    ...row.params,
    ...(rate ? { rate: rate.name[locale] } : {}),
    ...(totalMinor && currency ? { total: formatMinorAmount(Number(totalMinor), currency, locale) } : {}),
  };
}

/** Spec §3 Notification, its texts in the reader's language. */
export function toNotification(
  row: NotificationRow,
  projectName: string | null,
  locale: Locale,
  links: LinkBuilder,
) {
  return {
    id: row.id,
    title: translate(locale, `api.notification.${row.kind}.title`, textValues(row, locale)),
    button_text: translate(locale, `api.notification.${row.kind}.button`, textValues(row, locale)),
    button_link: buttonLink(row, locale, links),
    created_at: row.createdAt.toISOString(),
    viewed_at: row.viewedAt?.toISOString() ?? null,
    project: row.projectId && projectName !== null ? { id: row.projectId, name: projectName } : null,
  };
}
