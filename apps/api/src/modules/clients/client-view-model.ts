import type { StoredImage } from '../../db/schema';
import { toImage } from '../files/store-image';

/** Public URL of a stored upload. */
export type UploadUrl = (key: string) => string;

export interface ClientRow {
  id: string;
  email: string | null;
  pendingEmail: string | null;
  name: string | null;
  surname: string | null;
  phone: string | null;
  timezone: string | null;
  avatar: StoredImage | null;
  countryId: number | null;
  languageId: number | null;
  languageAbbrFront: string | null;
  isConfirmEmail: boolean;
  needSetPassword: boolean;
  telegramSubject: string | null;
}

/**
 * Spec §3 Client as the API answers it; the social providers other than Telegram are not offered yet.
 * `telegramLinkToken` makes the reading session's one-time link token (asked only when one is offered).
 */
export function toClient(row: ClientRow, uploadUrl: UploadUrl, telegramLinkToken: () => string) {
  return {
    id: row.id,
    email: row.email,
    pending_email: row.pendingEmail,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    timezone: row.timezone,
    avatar: toImage(row.avatar, uploadUrl),
    country: row.countryId === null ? null : { id: String(row.countryId) },
    language:
      row.languageId === null || row.languageAbbrFront === null
        ? null
        : { id: String(row.languageId), abbr_front: row.languageAbbrFront },
    is_confirm_email: row.isConfirmEmail,
    is_google_connected: false,
    is_mailru_connected: false,
    is_vk_connected: false,
    is_yandex_connected: false,
    is_telegram_connected: row.telegramSubject !== null,
    // Opens the Donut Mini App with this start parameter to link Telegram: single-use, 15 minutes, this
    // session's only. None once linked, and none before the e-mail is confirmed (the address may not be theirs).
    telegram_token: row.telegramSubject === null && row.isConfirmEmail ? telegramLinkToken() : null,
    need_set_password: row.needSetPassword,
    // Notification settings arrive with the cabinet's notifications.
    notifications: null,
  };
}
