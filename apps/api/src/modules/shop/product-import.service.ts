import type { Locale } from '@donut/i18n';
import { validationMessages } from '@donut/validation';
import type { Db } from '../../db/database';
import { DomainError, invalidInput } from '../../core/domain-error';
import type { Platform } from '../../core/platform';
import { formatDescriptor } from '../../http/format-message';
import { translate } from '../../i18n/translate';
import type { RateLimit } from '../../security/rate-limits';
import { assertWithinPlanLimit, lockPlanUsage, planAllowance } from '../billing/plan-limits';
import { projectMinorDigits } from '../catalogue/catalogue-fields';
import type { ProjectRow } from '../projects/projects.service';
import { columnTitle, PRODUCT_CSV_COLUMNS } from './product-csv-columns';
import { problem, type ProblemText, type RowProblem } from './product-import-drafts';
import { readImportFile, type ImportFile } from './product-import-file';
import { analyseImport, type ImportAnalysis } from './product-import-plan';
import { writeImport } from './product-import-write';

/** Checking a file and importing it are two calls; thirty an hour leave room for fixing a file many times. */
export const PRODUCT_IMPORT_LIMIT: RateLimit = { name: 'product-import', points: 30, durationSeconds: 3600 };

type Deps = Pick<Platform, 'db' | 'limiters'> & { locale: Locale };

/** What an import did (or, checked without applying, would do), as the GraphQL type ProductImportReport. */
export interface ProductImportReport {
  is_applied: boolean;
  row_count: number;
  created: number;
  updated: number;
  unchanged: number;
  refused_rows: number;
  new_categories: string[];
  ignored_columns: string[];
  problems: Array<{ line: number; column: string | null; message: string }>;
}

/**
 * Refuses the new products past the plan's `max_products` (all the owner's projects together), the last ones of the
 * file first, with the plan's own message on each of their rows.
 */
async function withinPlan(db: Db, clientId: string, analysis: ImportAnalysis, locale: Locale) {
  const added = analysis.changes.filter((change) => change.isNew);
  const allowance = await planAllowance(db, clientId, 'products');
  if (added.length <= allowance) return analysis;
  const over = new Set(added.slice(allowance));
  let text: ProblemText = { api: 'api.error.validation' };
  try {
    await assertWithinPlanLimit(db, clientId, 'products', added.length, locale);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    text = { api: error.messageId, values: error.values };
  }
  const refused = [...over].flatMap((change) => change.lines.map((line) => problem(line, null, text)));
  return {
    ...analysis,
    changes: analysis.changes.filter((change) => !over.has(change)),
    problems: [...analysis.problems, ...refused],
  };
}

function toReport(
  file: ImportFile,
  analysis: ImportAnalysis,
  isApplied: boolean,
  locale: Locale,
): ProductImportReport {
  const order = (found: RowProblem) => (found.column ? PRODUCT_CSV_COLUMNS.indexOf(found.column) : -1);
  const problems = [...analysis.problems].sort((a, b) => a.line - b.line || order(a) - order(b));
  const categories = new Map<string, string>();
  for (const change of analysis.changes)
    if (change.newCategory && !categories.has(change.newCategory.toLocaleLowerCase()))
      categories.set(change.newCategory.toLocaleLowerCase(), change.newCategory);
  return {
    is_applied: isApplied,
    row_count: file.rows.length,
    created: analysis.changes.filter((change) => change.isNew).length,
    updated: analysis.changes.filter((change) => !change.isNew).length,
    unchanged: analysis.unchanged,
    refused_rows: new Set(problems.map((found) => found.line)).size,
    new_categories: [...categories.values()],
    ignored_columns: file.ignoredColumns,
    problems: problems.map((found) => ({
      line: found.line,
      column: found.column ? columnTitle(locale, found.column) : null,
      message:
        'api' in found.text
          ? translate(locale, found.text.api, found.text.values)
          : formatDescriptor(locale, found.text.field),
    })),
  };
}

/**
 * ImportProducts (ADR 0037): reads the owner's CSV within its bounds and checks every row as the product editor
 * would. Without `apply` it only reports what the import would do. With it, one transaction takes the owner's
 * plan-usage lock (one import at a time, and creates elsewhere wait), checks the file again against the catalogue as
 * it is then, and writes the accepted products; refused rows are left out and reported. An unexpected failure
 * writes nothing; importing the same file again finds every product unchanged.
 */
export async function importProducts(
  deps: Deps,
  clientId: string,
  project: ProjectRow,
  upload: Promise<unknown> | null | undefined,
  apply: boolean,
): Promise<ProductImportReport> {
  const admission = await deps.limiters.take(PRODUCT_IMPORT_LIMIT, clientId);
  if (!admission.allowed)
    throw new DomainError('RATE_LIMITED', 'api.shop.import.rate-limited', {
      minutes: Math.ceil(admission.retryAfterSeconds / 60),
    });
  if (!upload) throw invalidInput({ file: validationMessages.required });
  const file = await readImportFile(upload, deps.locale);
  const digits = await projectMinorDigits(deps.db, project);
  if (!apply) {
    const analysis = await analyseImport(deps.db, project.id, file.rows, digits);
    return toReport(file, await withinPlan(deps.db, clientId, analysis, deps.locale), false, deps.locale);
  }
  return deps.db.transaction(async (tx) => {
    await lockPlanUsage(tx, clientId);
    const analysis = await withinPlan(
      tx,
      clientId,
      await analyseImport(tx, project.id, file.rows, digits),
      deps.locale,
    );
    await writeImport(tx, project.id, analysis.changes);
    return toReport(file, analysis, true, deps.locale);
  });
}
