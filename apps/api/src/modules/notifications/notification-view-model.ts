import type { Locale } from '@donut/i18n';
import type { LinkBuilder } from '@donut/link-builder';
import type { notifications } from '../../db/schema';
import { translate } from '../../i18n/translate';

type NotificationRow = typeof notifications.$inferSelect;

/** Where each kind's button leads: the place the event concerns. */
function buttonLink(row: NotificationRow, locale: Locale, links: LinkBuilder): string | null {
  switch (row.kind) {
    case 'email-confirmed':
      return links.route('main', 'clientProjects', {}, { locale });
    case 'project-created':
      return row.params.domain ? links.route('crm', 'admin', {}, { project: row.params.domain }) : null;
    default:
      return null;
  }
}

/** Spec §3 Notification, its texts in the reader's language. */
export function toNotification(row: NotificationRow, projectName: string | null, locale: Locale, links: LinkBuilder) {
  return {
    id: row.id,
    title: translate(locale, `api.notification.${row.kind}.title`, row.params),
    button_text: translate(locale, `api.notification.${row.kind}.button`, row.params),
    button_link: buttonLink(row, locale, links),
    created_at: row.createdAt.toISOString(),
    viewed_at: row.viewedAt?.toISOString() ?? null,
    project: row.projectId && projectName !== null ? { id: row.projectId, name: projectName } : null,
  };
}
