import type { GraphqlContext } from '../../core/request-context';
import { applicationFileUrl } from './application-file-links';
import { filesOf, historyOf } from './application-details';
import { toApplication, type FileUrl } from './application-view-model';
import { customersOf, type ApplicationRow } from './applications.service';

/** Signed links to files, made for this request (each valid 10 minutes). */
export const fileUrlOf =
  (context: Pick<GraphqlContext, 'publicApiUrl' | 'secret'>): FileUrl =>
  (file) =>
    applicationFileUrl(context.publicApiUrl, context.secret, file);

/**
 * Applications of one project as the owner sees them: their customers, files and history in three queries for
 * the whole page, not three per application.
 */
export async function toApplications(
  context: GraphqlContext,
  projectId: string,
  rows: readonly ApplicationRow[],
) {
  const [customers, files, history] = await Promise.all([
    customersOf(context.db, projectId, rows),
    filesOf(context.db, projectId, rows),
    historyOf(context.db, projectId, rows),
  ]);
  const details = { customers, files, history, fileUrl: fileUrlOf(context) };
  return rows.map((row) => toApplication(row, details));
}
