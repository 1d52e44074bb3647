import { eq } from 'drizzle-orm';
import {
  PROJECT_SECTIONS,
  projectSchema,
  validateWith,
  validationMessages,
  type MessageDescriptor,
} from '@donut/validation';
import type { Db } from '../../db/database';
import {
  currencies,
  directions,
  languages,
  projects,
  type MenuItem,
  type StoredImage,
} from '../../db/schema';
import { findOwnProject, isDomainTaken, type ProjectRow } from './projects.service';
import { notify } from '../notifications/notifications.service';
import { createStarterContent } from '../project-content/starter/create-starter-content';
import { planGallery, type ImageArgs } from './gallery-plan';
import { discardUnusedFiles, storePictures } from './project-image-files';
import { assertWithinPlanLimit } from '../billing/plan-limits';
import { DomainError, invalidInput } from '../../core/domain-error';
import type { Platform } from '../../core/platform';
import type { Locale } from '@donut/i18n';
import { isUniqueViolation } from '../../db/unique-violation';

/** What this service needs of the platform (and of the caller). */
type Deps = Pick<Platform, 'db' | 'files' | 'log'> & { locale: Locale };

export interface SaveProjectArgs extends ImageArgs {
  id?: string | null;
  name: string;
  domain?: string | null;
  description?: string | null;
  currency_id?: string | null;
  direction_id?: string | null;
  language_id?: string | null;
  locale?: string | null;
  timezone?: string | null;
}

/** A new project shows every section until the owner hides some (spec §3 create form). */
const DEFAULT_MENU: MenuItem[] = PROJECT_SECTIONS.map((key) => ({ key, is_visible: true }));
const toId = (value: string | null | undefined) => (value ? Number(value) : null);

/** The stored project as SaveProject's text fields. */
function storedFields(row: ProjectRow) {
  const id = (value: number | null) => (value === null ? null : String(value));
  return {
    name: row.name,
    domain: row.domain,
    description: row.description,
    currency_id: id(row.currencyId),
    direction_id: id(row.directionId),
    language_id: id(row.languageId),
    locale: row.locale,
    timezone: row.timezone,
  };
}

/**
 * What a change sets: a field left out keeps its stored value, an explicit null clears it. So a client that sends
 * only what it edits (a rename) cannot wipe the rest.
 */
function fieldsToValidate(args: SaveProjectArgs, existing: ProjectRow | null) {
  if (!existing) return args;
  const given = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
  return { ...storedFields(existing), ...given, domain: args.domain ?? existing.domain };
}

async function missingReferences(
  db: Db,
  input: { currency_id?: string | null; direction_id?: string | null; language_id?: string | null },
) {
  const checks: Array<[string, Promise<unknown[]> | null]> = [
    [
      'currency_id',
      input.currency_id
        ? db
            .select({ id: currencies.id })
            .from(currencies)
            .where(eq(currencies.id, Number(input.currency_id)))
        : null,
    ],
    [
      'direction_id',
      input.direction_id
        ? db
            .select({ id: directions.id })
            .from(directions)
            .where(eq(directions.id, Number(input.direction_id)))
        : null,
    ],
    [
      'language_id',
      input.language_id
        ? db
            .select({ id: languages.id })
            .from(languages)
            .where(eq(languages.id, Number(input.language_id)))
        : null,
    ],
  ];
  const wrong: Record<string, MessageDescriptor> = {};
  for (const [field, query] of checks)
    if (query && !(await query).length) wrong[field] = validationMessages.invalid;
  return wrong;
}

/**
 * SaveProject: creates a project for the signed-in owner (with the starter content of its direction),
 * or changes one of theirs (the fields it is given); all or nothing, stored files included.
 */
export async function saveProject(deps: Deps, clientId: string, args: SaveProjectArgs): Promise<ProjectRow> {
  const existing = args.id ? await findOwnProject(deps.db, clientId, args.id) : null;
  if (args.id && !existing) throw new DomainError('NOT_FOUND', 'api.error.not-found');

  const result = validateWith(projectSchema, fieldsToValidate(args, existing));
  if (!result.ok) throw invalidInput(result.errors);
  const input = result.value;
  const pictures = { imageMain: existing?.imageMain ?? null, imageGalleries: existing?.imageGalleries ?? [] };
  const gallery = planGallery(pictures, args);
  const wrong = { ...(await missingReferences(deps.db, input)), ...gallery.errors };
  if (await isDomainTaken(deps.db, input.domain, existing?.id))
    wrong.domain = validationMessages.websiteAddressTaken;
  if (Object.keys(wrong).length) throw invalidInput(wrong);

  const changes = await storePictures(deps, pictures, gallery.plan, args);
  try {
    await assertStorageAllows(deps, clientId, pictures, changes);
  } catch (error) {
    await discardUnusedFiles(deps, changes.storedKeys);
    throw error;
  }

  const values = {
    name: input.name,
    domain: input.domain,
    description: input.description || null,
    currencyId: toId(input.currency_id),
    directionId: toId(input.direction_id),
    languageId: toId(input.language_id),
    locale: input.locale ?? null,
    ...(input.timezone ? { timezone: input.timezone } : {}),
    ...(changes.imageMain !== undefined ? { imageMain: changes.imageMain } : {}),
    ...(changes.imageGalleries !== undefined ? { imageGalleries: changes.imageGalleries } : {}),
  };
  let row: ProjectRow;
  try {
    row = existing
      ? await updateProject(deps.db, existing.id, values)
      : await createProject(deps, clientId, values);
  } catch (error) {
    await discardUnusedFiles(deps, changes.storedKeys);
    // Two owners claiming one address at the same moment: the database's unique index decides.
    if (isUniqueViolation(error)) throw invalidInput({ domain: validationMessages.websiteAddressTaken });
    throw error;
  }
  // Only once the project no longer shows them: a failed save must still find its pictures.
  await discardUnusedFiles(deps, changes.releasedKeys);
  return row;
}

const bytesOf = (main: StoredImage | null, gallery: readonly StoredImage[]) =>
  (main?.size ?? 0) + gallery.reduce((sum, image) => sum + image.size, 0);

/** The plan's storage limit (ADR 0012) applies to what the pictures add, after what they replace. */
async function assertStorageAllows(
  deps: Deps,
  clientId: string,
  before: { imageMain: StoredImage | null; imageGalleries: StoredImage[] },
  changes: { imageMain?: StoredImage | null; imageGalleries?: StoredImage[] },
) {
  const after = bytesOf(
    changes.imageMain !== undefined ? changes.imageMain : before.imageMain,
    changes.imageGalleries ?? before.imageGalleries,
  );
  const added = after - bytesOf(before.imageMain, before.imageGalleries);
  if (added > 0) await assertWithinPlanLimit(deps.db, clientId, 'storage', added, deps.locale);
}

type ProjectValues = Omit<typeof projects.$inferInsert, 'clientId'>;

async function updateProject(db: Db, projectId: string, values: ProjectValues): Promise<ProjectRow> {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, projectId))
    .returning();
  return row;
}

/** A new project, its starter content and the owner's notification: one transaction. */
async function createProject(deps: Deps, clientId: string, values: ProjectValues): Promise<ProjectRow> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ ...values, clientId, menu: DEFAULT_MENU })
      .returning();
    await createStarterContent(tx, row.id, deps.locale);
    await notify(tx, {
      clientId,
      kind: 'project-created',
      projectId: row.id,
      params: { name: row.name, domain: row.domain },
    });
    return row;
  });
}
