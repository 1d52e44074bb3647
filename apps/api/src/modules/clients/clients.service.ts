import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, countries, identities, languages, timezones, type StoredImage } from '../../db/schema';
import type { ClientRow } from './client-view-model';

/** The owner with the joined fields the Client type needs, in one query. */
export async function findClient(db: Db, clientId: string): Promise<ClientRow | null> {
  const [row] = await db
    .select({
      id: clients.id,
      email: clients.email,
      pendingEmail: clients.pendingEmail,
      name: clients.name,
      surname: clients.surname,
      phone: clients.phone,
      timezone: clients.timezone,
      avatar: clients.avatar,
      countryId: clients.countryId,
      languageId: clients.languageId,
      languageAbbrFront: languages.abbrFront,
      isConfirmEmail: clients.isConfirmEmail,
      needSetPassword: clients.needSetPassword,
      telegramSubject: identities.subject,
    })
    .from(clients)
    .leftJoin(languages, eq(languages.id, clients.languageId))
    .leftJoin(identities, and(eq(identities.clientId, clients.id), eq(identities.provider, 'telegram')))
    .where(eq(clients.id, clientId));
  return row ?? null;
}

export interface ProfileChanges {
  name?: string | null;
  surname?: string | null;
  phone?: string | null;
  timezone?: string | null;
  countryId?: number | null;
  languageId?: number | null;
  avatar?: StoredImage | null;
}

/** Which of the referenced ids exist, so a bad id is refused rather than stored. */
export async function checkReferences(db: Db, changes: ProfileChanges) {
  const [country, language, zone] = await Promise.all([
    changes.countryId
      ? db.select({ id: countries.id }).from(countries).where(eq(countries.id, changes.countryId))
      : [true],
    changes.languageId
      ? db.select({ id: languages.id }).from(languages).where(eq(languages.id, changes.languageId))
      : [true],
    changes.timezone
      ? db.select({ id: timezones.id }).from(timezones).where(eq(timezones.id, changes.timezone))
      : [true],
  ]);
  return { country: country.length > 0, language: language.length > 0, timezone: zone.length > 0 };
}

export async function updateProfile(db: Db, clientId: string, changes: ProfileChanges): Promise<void> {
  await db
    .update(clients)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(clients.id, clientId));
}
