import { toImage } from '../files/store-image';
import type { ProjectRow } from './projects.service';

/** Spec §3 Project as the API answers it. */
export function toProject(row: ProjectRow, uploadUrl: (key: string) => string, notificationCount = 0) {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    description: row.description,
    locale: row.locale,
    currency_id: row.currencyId === null ? null : String(row.currencyId),
    direction_id: row.directionId === null ? null : String(row.directionId),
    language_id: row.languageId === null ? null : String(row.languageId),
    timezone: row.timezone,
    image_main: toImage(row.imageMain, uploadUrl),
    image_galleries: row.imageGalleries
      .map((image) => toImage(image, uploadUrl))
      .filter((image) => image !== null),
    menu: row.menu,
    created_at: row.createdAt.toISOString(),
    content: { count_all_notifications: notificationCount },
  };
}
