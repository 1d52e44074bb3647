import { eq } from 'drizzle-orm';
import { PROJECT_SECTIONS, projectSchema, validateWith, validationMessages, type MessageDescriptor } from '@donut/validation';
import type { Db } from '../../db/database';
import { currencies, directions, languages, projects, type MenuItem, type StoredImage } from '../../db/schema';
import type { GraphqlContext } from '../../graphql/context';
import { apiError, fieldsError } from '../../graphql/errors';
import { storeImage } from '../files/store-image';
import { findOwnProject, isDomainTaken, type ProjectRow } from './projects.service';
import { notify } from '../notifications/notifications.service';

export interface SaveProjectArgs {
  id?: string | null;
  name: string;
  domain?: string | null;
  description?: string | null;
  currency_id?: string | null;
  direction_id?: string | null;
  language_id?: string | null;
  locale?: string | null;
  image_main?: Promise<unknown> | null;
  image_galleries?: readonly string[] | null;
  image_deleted?: readonly string[] | null;
}

/** A new project shows every section until the owner hides some (spec §3 create form). */
const DEFAULT_MENU: MenuItem[] = PROJECT_SECTIONS.map((key) => ({ key, is_visible: true }));
const toId = (value: string | null | undefined) => (value ? Number(value) : null);

async function missingReferences(db: Db, input: { currency_id?: string | null; direction_id?: string | null; language_id?: string | null }) {
  const checks: Array<[string, Promise<unknown[]> | null]> = [
    ['currency_id', input.currency_id ? db.select({ id: currencies.id }).from(currencies).where(eq(currencies.id, Number(input.currency_id))) : null],
    ['direction_id', input.direction_id ? db.select({ id: directions.id }).from(directions).where(eq(directions.id, Number(input.direction_id))) : null],
    ['language_id', input.language_id ? db.select({ id: languages.id }).from(languages).where(eq(languages.id, Number(input.language_id))) : null],
  ];
  const wrong: Record<string, MessageDescriptor> = {};
  for (const [field, query] of checks) if (query && !(await query).length) wrong[field] = validationMessages.invalid;
  return wrong;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** SaveProject: creates a project for the signed-in owner, or changes one of theirs; all or nothing. */
export async function saveProject(context: GraphqlContext, clientId: string, args: SaveProjectArgs): Promise<ProjectRow> {
  const existing = args.id ? await findOwnProject(context.db, clientId, args.id) : null;
  if (args.id && !existing) throw apiError(context.locale, 'NOT_FOUND', 'api.error.not-found');
  if (args.image_galleries?.length) throw apiError(context.locale, 'NOT_AVAILABLE', 'api.error.not-available');

  const result = validateWith(projectSchema, { ...args, domain: args.domain ?? existing?.domain });
  if (!result.ok) throw fieldsError(context.locale, result.errors);
  const input = result.value;
  const wrong = await missingReferences(context.db, input);
  if (await isDomainTaken(context.db, input.domain, existing?.id)) wrong.domain = validationMessages.websiteAddressTaken;
  if (Object.keys(wrong).length) throw fieldsError(context.locale, wrong);

  let imageMain: StoredImage | null | undefined;
  if (args.image_main) imageMain = await storeImage(context, args.image_main, 'projects', 'image_main');
  else if (existing?.imageMain && args.image_deleted?.includes(existing.imageMain.hash)) imageMain = null;

  const values = {
    name: input.name,
    domain: input.domain,
    description: input.description || null,
    currencyId: toId(input.currency_id),
    directionId: toId(input.direction_id),
    languageId: toId(input.language_id),
    locale: input.locale ?? null,
    ...(imageMain !== undefined ? { imageMain } : {}),
  };
  try {
    if (existing) {
      const [row] = await context.db.update(projects).set({ ...values, updatedAt: new Date() }).where(eq(projects.id, existing.id)).returning();
      return row;
    }
    return await context.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = await tx.insert(projects).values({ ...values, clientId, menu: DEFAULT_MENU }).returning();
      await notify(tx, { clientId, kind: 'project-created', projectId: row.id, params: { name: row.name, domain: row.domain } });
      return row;
    });
  } catch (error) {
    // Two owners claiming one address at the same moment: the database's unique index decides.
    if (isUniqueViolation(error)) throw fieldsError(context.locale, { domain: validationMessages.websiteAddressTaken });
    throw error;
  }
}
