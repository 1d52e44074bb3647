import { or, sql } from 'drizzle-orm';
import { validationMessages } from '@donut/validation';
import { projects, projectServices, projectSites, type StoredImage } from '../../db/schema';
import { UploadTooLargeError, type UploadedFile } from '../files/read-upload';
import { storeImage } from '../files/store-image';
import type { GalleryPlan, ImageArgs, PicturesNow } from './gallery-plan';
import { invalidInput } from '../../core/domain-error';
import type { Platform } from '../../core/platform';

/** What this service needs of the platform (and of the caller). */
type Deps = Pick<Platform, 'db' | 'files' | 'log'>;

const FOLDER = 'projects';

/** The pictures a save writes, and the stored files it adds and lets go. */
export interface PictureChanges {
  /** The new main image, null to remove it, undefined to leave it. */
  imageMain?: StoredImage | null;
  /** The new gallery, undefined to leave it. */
  imageGalleries?: StoredImage[];
  /** Files this request stored: discarded if the save fails. */
  storedKeys: string[];
  /** Files the saved project no longer shows: discarded after the save commits. */
  releasedKeys: string[];
}

/** Whether any project, site or service still shows the file (files are content-addressed: two projects may share one). */
async function isInUse(deps: Deps, key: string): Promise<boolean> {
  const rows = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      or(
        sql`${projects.imageMain} ->> 'key' = ${key}`,
        sql`${projects.imageGalleries} @> ${JSON.stringify([{ key }])}::jsonb`,
      ),
    )
    .limit(1);
  if (rows.length) return true;
  // A site's logo or cover may be the same picture (the same file) as a project image.
  const sites = await deps.db
    .select({ id: projectSites.projectId })
    .from(projectSites)
    .where(or(sql`${projectSites.logo} ->> 'key' = ${key}`, sql`${projectSites.cover} ->> 'key' = ${key}`))
    .limit(1);
  if (sites.length) return true;
  // A service's photo too (the owner may upload the same picture to a service and the gallery).
  const services = await deps.db
    .select({ id: projectServices.id })
    .from(projectServices)
    .where(sql`${projectServices.photos} @> ${JSON.stringify([{ key }])}::jsonb`)
    .limit(1);
  return services.length > 0;
}

/** Removes the files no project shows; best effort: a failure is logged and never fails the request. */
export async function discardUnusedFiles(deps: Deps, keys: readonly string[]): Promise<void> {
  for (const key of new Set(keys)) {
    try {
      if (!(await isInUse(deps, key))) await deps.files.remove(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, 'could not remove a project picture file');
    }
  }
}

/**
 * The multipart parser refuses a file past its size limit by throwing an HTTP 413 from
 * createReadStream when the whole file arrived before the resolver reads it; that is the same
 * "file too large" as one caught while reading, so it gets the same field error, not an internal one.
 */
async function reportOversizeAsTooLarge(upload: Promise<unknown>): Promise<UploadedFile> {
  const file = (await upload) as UploadedFile;
  return {
    filename: file.filename,
    createReadStream() {
      try {
        return file.createReadStream();
      } catch (error) {
        if ((error as { status?: number }).status === 413) throw new UploadTooLargeError();
        throw error;
      }
    },
  };
}

/**
 * Reads, checks (by content, JPEG or PNG, at most 5 MB) and stores every uploaded picture. The
 * uploads are read together: a multipart request delivers them in an order the client chooses. If
 * any is refused, the files stored for the others are discarded and nothing else has changed.
 */
export async function storePictures(
  deps: Deps,
  now: PicturesNow,
  plan: GalleryPlan,
  args: ImageArgs,
  folder = FOLDER,
): Promise<PictureChanges> {
  const uploads = [
    ...(args.image_main ? [{ field: 'image_main', upload: args.image_main }] : []),
    ...(args.image_gallery_uploads ?? []).map((upload) => ({ field: 'image_gallery_uploads', upload })),
  ];
  const results = await Promise.allSettled(
    uploads.map(({ upload, field }) => storeImage(deps, reportOversizeAsTooLarge(upload), folder, field)),
  );
  const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const storedKeys = stored.map((image) => image.key);
  const refused = results.find((result) => result.status === 'rejected');
  if (refused) {
    await discardUnusedFiles(deps, storedKeys);
    throw refused.reason;
  }
  const newMain = args.image_main ? stored[0] : undefined;
  const newPictures = args.image_main ? stored.slice(1) : stored;
  const imageMain = newMain ?? (plan.deletesMain ? null : undefined);
  let imageGalleries: StoredImage[] | undefined;
  if (plan.touchesGallery) {
    imageGalleries = [...plan.kept, ...newPictures];
    if (new Set(imageGalleries.map((image) => image.hash)).size !== imageGalleries.length) {
      await discardUnusedFiles(deps, storedKeys);
      throw invalidInput({ image_gallery_uploads: validationMessages.unique });
    }
  }
  const releasedKeys = [
    ...(imageMain !== undefined && now.imageMain && now.imageMain.key !== imageMain?.key
      ? [now.imageMain.key]
      : []),
    ...(imageGalleries
      ? now.imageGalleries
          .filter((old) => !imageGalleries.some((image) => image.key === old.key))
          .map((old) => old.key)
      : []),
  ];
  return { imageMain, imageGalleries, storedKeys, releasedKeys };
}
