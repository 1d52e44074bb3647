import type { StoredImage } from '../../db/schema';
import type { UploadedFile } from '../files/read-upload';
import { storeImage } from '../files/store-image';
import { discardUnusedFiles } from '../projects/project-image-files';
import type { Platform } from '../../core/platform';

type Deps = Pick<Platform, 'db' | 'files' | 'log'>;

export interface SiteImageArgs {
  logo?: Promise<UploadedFile> | null;
  cover?: Promise<UploadedFile> | null;
  logoDeleted: boolean;
  coverDeleted: boolean;
}

export interface SiteImageChanges {
  logo: StoredImage | null;
  cover: StoredImage | null;
  /** Files this request stored: discarded if the save fails. */
  storedKeys: string[];
  /** Files the site no longer shows: discarded after the save commits. */
  releasedKeys: string[];
}

/**
 * Stores a new logo and cover (the project pictures' rules: JPEG or PNG by content, 5 MB) and says which
 * files the site lets go. A refused file leaves nothing stored.
 */
export async function storeSiteImages(
  deps: Deps,
  now: { logo: StoredImage | null; cover: StoredImage | null },
  args: SiteImageArgs,
): Promise<SiteImageChanges> {
  const storedKeys: string[] = [];
  const store = async (field: 'logo' | 'cover', upload: Promise<UploadedFile> | null | undefined) => {
    if (!upload) return undefined;
    const image = await storeImage(deps, upload, 'sites', field);
    storedKeys.push(image.key);
    return image;
  };
  let logo: StoredImage | undefined;
  let cover: StoredImage | undefined;
  try {
    logo = await store('logo', args.logo);
    cover = await store('cover', args.cover);
  } catch (error) {
    await discardUnusedFiles(deps, storedKeys);
    throw error;
  }
  const next = {
    logo: logo ?? (args.logoDeleted ? null : now.logo),
    cover: cover ?? (args.coverDeleted ? null : now.cover),
  };
  const releasedKeys = [now.logo, now.cover]
    .filter((image) => image !== null)
    .filter((image) => image.key !== next.logo?.key && image.key !== next.cover?.key)
    .map((image) => image.key);
  return { ...next, storedKeys, releasedKeys };
}

export const siteImageBytes = (site: { logo: StoredImage | null; cover: StoredImage | null }) =>
  (site.logo?.size ?? 0) + (site.cover?.size ?? 0);
