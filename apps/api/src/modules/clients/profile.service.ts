import { eq, sql } from 'drizzle-orm';
import { validationMessages, type MessageDescriptor } from '@donut/validation';
import { clients } from '../../db/schema';
import { storeImage } from '../files/store-image';
import { checkReferences, updateProfile, type ProfileChanges } from './clients.service';
import { invalidInput } from '../../core/domain-error';
import type { Platform } from '../../core/platform';

interface ProfileInput {
  name?: string | null;
  surname?: string | null;
  phone?: string | null;
  timezone?: string | null;
  country_id?: string | null;
  language_id?: string | null;
  image_deleted?: boolean | null;
}

/** What this service needs of the platform (and of the caller). */
type Deps = Pick<Platform, 'db' | 'files' | 'log'>;

const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
const idOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value ? Number(value) : null;

/** UpdateClientProfile: only the given fields change; ids must exist; nothing is saved if anything is wrong. */
export async function saveProfile(
  deps: Deps,
  clientId: string,
  input: ProfileInput,
  avatar: Promise<unknown> | null,
) {
  const changes: ProfileChanges = {
    name: orNull(input.name),
    surname: orNull(input.surname),
    phone: orNull(input.phone),
    timezone: orNull(input.timezone),
    countryId: idOrNull(input.country_id),
    languageId: idOrNull(input.language_id),
  };
  const exists = await checkReferences(deps.db, changes);
  const wrong: Record<string, MessageDescriptor> = {};
  if (!exists.country) wrong.country_id = validationMessages.invalid;
  if (!exists.language) wrong.language_id = validationMessages.invalid;
  if (!exists.timezone) wrong.timezone = validationMessages.invalid;
  if (Object.keys(wrong).length) throw invalidInput(wrong);

  const [previous] = await deps.db
    .select({ avatar: clients.avatar })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (avatar) changes.avatar = await storeImage(deps, avatar, 'avatars', 'avatar');
  else if (input.image_deleted) changes.avatar = null;
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as ProfileChanges;
  await updateProfile(deps.db, clientId, defined);
  // The old file goes only after the row points elsewhere (content-addressed: another owner may share it).
  if ('avatar' in defined && previous?.avatar && previous.avatar.key !== defined.avatar?.key) {
    const stillUsed = await deps.db
      .select({ id: clients.id })
      .from(clients)
      .where(sql`${clients.avatar} ->> 'key' = ${previous.avatar.key}`)
      .limit(1);
    if (!stillUsed.length) await deps.files.remove(previous.avatar.key);
  }
}
