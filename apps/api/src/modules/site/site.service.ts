import { asc, eq } from 'drizzle-orm';
import { SITE_LANGUAGES, siteSettingsSchema, validateWith, type MessageDescriptor } from '@donut/validation';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import {
  languages,
  projectSiteAddresses,
  projectSites,
  type SiteContacts,
  type SiteTexts,
  type SiteWorkingDay,
  type StoredImage,
} from '../../db/schema';
import type { ProjectRow } from '../projects/projects.service';
import { discardUnusedFiles } from '../projects/project-image-files';
import { assertWithinPlanLimit } from '../billing/plan-limits';
import { invalidInput } from '../../core/domain-error';
import type { Platform } from '../../core/platform';
import type { UploadedFile } from '../files/read-upload';
import { siteImageBytes, storeSiteImages } from './site-images';
import { workingWeekErrors } from './site-hours';

type Deps = Pick<Platform, 'db' | 'files' | 'log'> & { locale: Locale };

export interface SiteAddressRow {
  id: string;
  title: string;
  address: string;
  lat: number;
  lng: number;
  hours: SiteWorkingDay[];
}

/** A project's site as stored, or the defaults of a site never saved. */
export interface Site {
  projectId: string;
  isPublished: boolean;
  brandColor: string | null;
  logo: StoredImage | null;
  cover: StoredImage | null;
  languages: string[];
  defaultLanguage: string;
  texts: Record<string, SiteTexts>;
  contacts: SiteContacts;
  addresses: SiteAddressRow[];
}

export const EMPTY_CONTACTS: SiteContacts = {
  phones: [],
  email: null,
  telegram: null,
  whatsapp: null,
  instagram: null,
  facebook: null,
  vk: null,
  website: null,
};

const isSiteLanguage = (code: string | null | undefined): code is string =>
  Boolean(code && (SITE_LANGUAGES as readonly string[]).includes(code));

/** The project's language as a site language: its locale, else its language's code, else ru. */
async function projectLanguage(db: Db, project: ProjectRow): Promise<string> {
  if (isSiteLanguage(project.locale)) return project.locale;
  if (project.languageId !== null) {
    const [row] = await db
      .select({ code: languages.abbrBack })
      .from(languages)
      .where(eq(languages.id, project.languageId));
    if (isSiteLanguage(row?.code)) return row.code;
  }
  return 'ru';
}

/** The project's site: stored settings and addresses, or a draft in the project's language. */
export async function loadSite(db: Db, project: ProjectRow): Promise<Site> {
  const [[row], addresses] = await Promise.all([
    db.select().from(projectSites).where(eq(projectSites.projectId, project.id)),
    db
      .select()
      .from(projectSiteAddresses)
      .where(eq(projectSiteAddresses.projectId, project.id))
      .orderBy(asc(projectSiteAddresses.position)),
  ]);
  const addressRows = addresses.map(({ id, title, address, lat, lng, hours }) => ({
    id,
    title,
    address,
    lat,
    lng,
    hours,
  }));
  if (row) return { ...row, contacts: { ...EMPTY_CONTACTS, ...row.contacts }, addresses: addressRows };
  const language = await projectLanguage(db, project);
  return {
    projectId: project.id,
    isPublished: false,
    brandColor: null,
    logo: null,
    cover: null,
    languages: [language],
    defaultLanguage: language,
    texts: {},
    contacts: EMPTY_CONTACTS,
    addresses: addressRows,
  };
}

export interface SaveSiteArgs {
  input: unknown;
  logo?: Promise<UploadedFile> | null;
  cover?: Promise<UploadedFile> | null;
}

const toWorkingDay = (day: {
  weekday: number;
  is_day_off: boolean;
  opens_at?: string | null;
  closes_at?: string | null;
  break_starts_at?: string | null;
  break_ends_at?: string | null;
}): SiteWorkingDay => ({
  weekday: day.weekday,
  isDayOff: day.is_day_off,
  opensAt: day.opens_at ?? null,
  closesAt: day.closes_at ?? null,
  breakStartsAt: day.break_starts_at ?? null,
  breakEndsAt: day.break_ends_at ?? null,
});

/**
 * SaveSiteSettings: the whole site of one of the owner's projects, all or nothing. Addresses not listed are
 * removed; a listed id the site does not have starts a new address (ids are never taken from another project).
 */
export async function saveSite(
  deps: Deps,
  clientId: string,
  project: ProjectRow,
  args: SaveSiteArgs,
): Promise<Site> {
  const result = validateWith(siteSettingsSchema, args.input);
  if (!result.ok) throw invalidInput(result.errors);
  const input = result.value;
  const addresses = input.addresses.map((address, index) => ({
    id: address.id ?? null,
    position: index,
    title: address.title,
    address: address.address,
    lat: address.point.lat,
    lng: address.point.lng,
    hours: [...address.hours].sort((a, b) => a.weekday - b.weekday).map(toWorkingDay),
  }));
  const hourErrors: Record<string, MessageDescriptor> = {};
  input.addresses.forEach((address, index) =>
    Object.assign(
      hourErrors,
      workingWeekErrors(`addresses[${index}].hours`, address.hours.map(toWorkingDay)),
    ),
  );
  if (Object.keys(hourErrors).length) throw invalidInput(hourErrors);

  const now = await loadSite(deps.db, project);
  const images = await storeSiteImages(deps, now, {
    logo: args.logo,
    cover: args.cover,
    logoDeleted: input.logo_deleted,
    coverDeleted: input.cover_deleted,
  });
  try {
    const added = siteImageBytes(images) - siteImageBytes(now);
    if (added > 0) await assertWithinPlanLimit(deps.db, clientId, 'storage', added, deps.locale);
    await writeSite(deps.db, project.id, now, {
      isPublished: input.is_published,
      brandColor: input.brand_color?.toLowerCase() ?? null,
      logo: images.logo,
      cover: images.cover,
      languages: input.languages,
      defaultLanguage: input.default_language,
      texts: Object.fromEntries(
        input.texts.map((text) => [
          text.language,
          { headline: text.headline ?? null, about: text.about ?? null },
        ]),
      ),
      contacts: {
        phones: input.contacts.phones.map((phone) => ({ label: phone.label ?? null, number: phone.number })),
        email: input.contacts.email ?? null,
        telegram: input.contacts.telegram ?? null,
        whatsapp: input.contacts.whatsapp ?? null,
        instagram: input.contacts.instagram ?? null,
        facebook: input.contacts.facebook ?? null,
        vk: input.contacts.vk ?? null,
        website: input.contacts.website ?? null,
      },
      addresses,
    });
  } catch (error) {
    await discardUnusedFiles(deps, images.storedKeys);
    throw error;
  }
  // Only once the site no longer shows them: a failed save must still find its pictures.
  await discardUnusedFiles(deps, images.releasedKeys);
  return loadSite(deps.db, project);
}

type SiteValues = Omit<typeof projectSites.$inferInsert, 'projectId' | 'updatedAt'> & {
  addresses: Array<Omit<SiteAddressRow, 'id'> & { id: string | null; position: number }>;
};

/** The site row and its addresses in one transaction. */
async function writeSite(db: Db, projectId: string, now: Site, { addresses, ...site }: SiteValues) {
  // An id is kept once: a second address naming the same id is a new one.
  const knownIds = new Set(now.addresses.map((address) => address.id));
  const keeps = (id: string | null): id is string => Boolean(id && knownIds.delete(id));
  await db.transaction(async (tx) => {
    await tx
      .insert(projectSites)
      .values({ projectId, ...site })
      .onConflictDoUpdate({ target: projectSites.projectId, set: { ...site, updatedAt: new Date() } });
    await tx.delete(projectSiteAddresses).where(eq(projectSiteAddresses.projectId, projectId));
    if (addresses.length)
      await tx.insert(projectSiteAddresses).values(
        addresses.map(({ id, ...address }) => ({
          projectId,
          ...(keeps(id) ? { id } : {}),
          ...address,
        })),
      );
  });
}
