import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applicationFiles, projects, serviceApplications } from '../../db/schema';
import type { FileStorage } from '../files/file-storage';

/*
 * The rows of applications go with their customer or project (foreign keys cascade); their files on disk are
 * removed here, after the delete commits, so a failed delete never loses a file a row still names.
 */

/** Runs the delete of a customer, then removes the files of their applications. */
export async function deletingCustomerFiles<T>(
  deps: { db: Db; privateFiles: FileStorage },
  projectId: string,
  customerId: string,
  remove: () => Promise<T>,
): Promise<T> {
  const files = await deps.db
    .select({ key: applicationFiles.storageKey })
    .from(applicationFiles)
    .innerJoin(
      serviceApplications,
      and(
        eq(serviceApplications.projectId, applicationFiles.projectId),
        eq(serviceApplications.id, applicationFiles.applicationId),
      ),
    )
    .where(and(eq(applicationFiles.projectId, projectId), eq(serviceApplications.customerId, customerId)));
  const result = await remove();
  await Promise.all(files.map((file) => deps.privateFiles.remove(file.key)));
  return result;
}

/** Runs the delete of an owner, then removes the application files of all their projects. */
export async function deletingOwnerFiles<T>(
  deps: { db: Db; privateFiles: FileStorage },
  clientId: string,
  remove: () => Promise<T>,
): Promise<T> {
  const owned = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.clientId, clientId));
  const result = await remove();
  const ids = owned.map((project) => project.id);
  if (ids.length) {
    const left = await deps.db.select({ id: projects.id }).from(projects).where(inArray(projects.id, ids));
    // Only projects that are really gone lose their folder.
    const gone = ids.filter((id) => !left.some((row) => row.id === id));
    await Promise.all(gone.map((id) => deps.privateFiles.remove(`applications/${id}`)));
  }
  return result;
}
