/** A saved picture as the API answers it (spec §3 Image): a project's gallery picture, a service's photo. */
export interface GalleryImage {
  hash: string;
  url: string;
}

/** A picture already in the gallery, or a file chosen to be uploaded on save. */
export type GalleryPicture =
  { kind: 'saved'; key: string; image: GalleryImage } | { kind: 'new'; key: string; file: File };

/**
 * A gallery being edited: pictures in display order (saved ones first: SaveProject and a service's save append
 * uploads after the kept pictures, so a new one cannot be placed before them) and the hashes of removed saved
 * pictures.
 */
export interface GalleryState {
  pictures: GalleryPicture[];
  deleted: string[];
}

/** The contract's limit of gallery pictures (a project's gallery, a service's photos). */
export const GALLERY_LIMIT = 10;

export type MoveDirection = 'left' | 'right';

let newKeys = 0;

export function galleryFromImages(images: readonly GalleryImage[]): GalleryState {
  return { pictures: images.map((image) => ({ kind: 'saved', key: image.hash, image })), deleted: [] };
}

/** Appends the files that fit under the limit; `skipped` counts the ones that did not. */
export function addPictures(
  state: GalleryState,
  files: readonly File[],
): { state: GalleryState; skipped: number } {
  const room = Math.max(0, GALLERY_LIMIT - state.pictures.length);
  const added: GalleryPicture[] = files
    .slice(0, room)
    .map((file) => ({ kind: 'new', key: `new-${++newKeys}`, file }));
  return {
    state: { ...state, pictures: [...state.pictures, ...added] },
    skipped: files.length - added.length,
  };
}

export function removePicture(state: GalleryState, key: string): GalleryState {
  const picture = state.pictures.find((item) => item.key === key);
  if (!picture) return state;
  return {
    pictures: state.pictures.filter((item) => item.key !== key),
    deleted: picture.kind === 'saved' ? [...state.deleted, picture.image.hash] : state.deleted,
  };
}

/** Whether the picture can move one place that way: not past an end, and not across from saved to new. */
export function canMove(state: GalleryState, key: string, direction: MoveDirection): boolean {
  const index = state.pictures.findIndex((item) => item.key === key);
  const neighbour = state.pictures[direction === 'left' ? index - 1 : index + 1];
  return index >= 0 && neighbour !== undefined && neighbour.kind === state.pictures[index].kind;
}

export function movePicture(state: GalleryState, key: string, direction: MoveDirection): GalleryState {
  if (!canMove(state, key, direction)) return state;
  const index = state.pictures.findIndex((item) => item.key === key);
  const target = direction === 'left' ? index - 1 : index + 1;
  const pictures = [...state.pictures];
  [pictures[index], pictures[target]] = [pictures[target], pictures[index]];
  return { ...state, pictures };
}

export interface GalleryChanges {
  /** Kept hashes in the new order; null when neither the order nor the set of saved pictures changed. */
  image_galleries: string[] | null;
  image_gallery_uploads: File[];
  image_deleted: string[];
}

/** What SaveProject needs to turn the saved gallery (`savedHashes`, in order) into this one. */
export function galleryChanges(state: GalleryState, savedHashes: readonly string[]): GalleryChanges {
  const kept = state.pictures.flatMap((item) => (item.kind === 'saved' ? [item.image.hash] : []));
  const isUnchanged =
    kept.length === savedHashes.length && kept.every((hash, index) => hash === savedHashes[index]);
  return {
    image_galleries: isUnchanged ? null : kept,
    image_gallery_uploads: state.pictures.flatMap((item) => (item.kind === 'new' ? [item.file] : [])),
    image_deleted: state.deleted,
  };
}
