import { testImage } from '../../testing/render-in-crm';
import {
  addPictures,
  canMove,
  GALLERY_LIMIT,
  galleryChanges,
  galleryFromImages,
  movePicture,
  removePicture,
} from './gallery-state';

const file = (name: string) => new File(['png'], name, { type: 'image/png' });
const saved = galleryFromImages([testImage('a'), testImage('b'), testImage('c')]);
const hashes = ['a', 'b', 'c'];
const order = (state: typeof saved) =>
  state.pictures.map((item) => (item.kind === 'saved' ? item.image.hash : item.file.name));

describe('the gallery editor state', () => {
  it('changes nothing until the owner does', () => {
    expect(galleryChanges(saved, hashes)).toEqual({
      image_galleries: null,
      image_gallery_uploads: [],
      image_deleted: [],
    });
  });

  it('appends new files after the saved pictures, up to the limit', () => {
    const { state, skipped } = addPictures(saved, [file('d.png'), file('e.png')]);
    expect(order(state)).toEqual(['a', 'b', 'c', 'd.png', 'e.png']);
    expect(skipped).toBe(0);
    const full = addPictures(
      state,
      Array.from({ length: 7 }, (_, i) => file(`x${i}.png`)),
    );
    expect(full.state.pictures).toHaveLength(GALLERY_LIMIT);
    expect(full.skipped).toBe(2);
    expect(galleryChanges(state, hashes)).toEqual({
      image_galleries: null,
      image_gallery_uploads: [expect.any(File), expect.any(File)],
      image_deleted: [],
    });
  });

  it('moves a picture left and right within the saved ones, never past an end or across to the new ones', () => {
    const { state } = addPictures(saved, [file('d.png'), file('e.png')]);
    expect(canMove(state, 'a', 'left')).toBe(false);
    expect(canMove(state, 'c', 'right')).toBe(false);
    const moved = movePicture(state, 'c', 'left');
    expect(order(moved)).toEqual(['a', 'c', 'b', 'd.png', 'e.png']);
    expect(order(movePicture(moved, 'c', 'right'))).toEqual(['a', 'b', 'c', 'd.png', 'e.png']);
    const newKey = state.pictures[3].key;
    expect(canMove(state, newKey, 'left')).toBe(false);
    expect(order(movePicture(state, newKey, 'right'))).toEqual(['a', 'b', 'c', 'e.png', 'd.png']);
    expect(galleryChanges(moved, hashes).image_galleries).toEqual(['a', 'c', 'b']);
  });

  it('deletes a removed saved picture by its hash and simply drops a removed new file', () => {
    const { state } = addPictures(saved, [file('d.png')]);
    const removed = removePicture(removePicture(state, 'b'), state.pictures[3].key);
    expect(order(removed)).toEqual(['a', 'c']);
    expect(galleryChanges(removed, hashes)).toEqual({
      image_galleries: ['a', 'c'],
      image_gallery_uploads: [],
      image_deleted: ['b'],
    });
  });

  it('ignores a picture it does not know', () => {
    expect(removePicture(saved, 'nope')).toBe(saved);
    expect(movePicture(saved, 'nope', 'left')).toBe(saved);
  });
});
