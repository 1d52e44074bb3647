import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { descriptionOf, pictureFile, renderInCrm, testImage } from '../../testing/render-in-crm';
import { GalleryEditor } from './gallery-editor';
import { galleryFromImages, type GalleryState } from './gallery-state';

let latest: GalleryState;

function Harness({ initial }: { initial: GalleryState }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <GalleryEditor
      legend="Gallery"
      name="image_gallery_uploads"
      removeTitle="Remove the picture from the gallery?"
      removeText="The picture leaves the gallery when you save the settings."
      value={value}
      onChange={setValue}
    />
  );
}

const altsInOrder = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));

beforeEach(() => {
  URL.createObjectURL = jest.fn((file: File) => `blob:${file.name}`) as unknown as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn();
});

describe('GalleryEditor', () => {
  it('adds several pictures at once and refuses a wrong type or a file over 5 MB with the spec texts', async () => {
    renderInCrm(<Harness initial={galleryFromImages([])} />);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Add pictures');

    await user.upload(input, [pictureFile('one.png'), pictureFile('two.jpg', 'image/jpeg')]);
    expect(altsInOrder()).toEqual(['blob:one.png', 'blob:two.jpg']);
    expect(screen.getByText('2 pictures of 10')).toBeTruthy();

    await user.upload(input, [pictureFile('doc.pdf', 'application/pdf'), pictureFile('three.png')]);
    expect(descriptionOf(input)).toContain('Invalid file type');
    expect(latest.pictures).toHaveLength(3);

    await user.upload(input, pictureFile('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(descriptionOf(input)).toContain('File size should not exceed 5 MB');
    expect(latest.pictures).toHaveLength(3);
  });

  it('shows at most 10 pictures and says so when more are chosen', async () => {
    const nine = galleryFromImages(Array.from({ length: 9 }, (_, i) => testImage(`h${i}`)));
    renderInCrm(<Harness initial={nine} />);
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Add pictures'), [pictureFile('a.png'), pictureFile('b.png')]);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('alert').textContent).toBe('Maximum 10 files');
    expect(screen.getByLabelText('Add pictures')).toHaveProperty('disabled', true);
  });

  it('reorders with the move buttons from the keyboard and announces the new place', async () => {
    renderInCrm(<Harness initial={galleryFromImages([testImage('g1'), testImage('g2'), testImage('g3')])} />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Move picture 1 left' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move picture 3 right' })).toHaveProperty('disabled', true);

    screen.getByRole('button', { name: 'Move picture 1 right' }).focus();
    await user.keyboard('{Enter}');
    expect(altsInOrder()).toEqual([
      'http://api.test/uploads/g2.png',
      'http://api.test/uploads/g1.png',
      'http://api.test/uploads/g3.png',
    ]);
    expect(screen.getByText('Picture moved to place 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move picture 3 left' }));
    expect(latest.pictures.map((item) => item.key)).toEqual(['g2', 'g3', 'g1']);
  });

  it('removes a picture only after the delete warning is confirmed', async () => {
    renderInCrm(<Harness initial={galleryFromImages([testImage('g1'), testImage('g2')])} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the picture from the gallery?' });
    expect(dialog.id).toBe('modal-delete-warning');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(latest.pictures).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(latest).toEqual({ pictures: [expect.objectContaining({ key: 'g2' })], deleted: ['g1'] });
  });
});
