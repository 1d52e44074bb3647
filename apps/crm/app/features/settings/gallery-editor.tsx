import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DeleteWarningDialog, FilePickButton } from '@donut/ui';
import {
  PICTURE_ACCEPT,
  PICTURE_MAX_MB,
  pictureFileError,
  validationMessages,
  withValues,
} from '@donut/validation';
import { GalleryPicture } from './gallery-picture';
import {
  addPictures,
  canMove,
  GALLERY_LIMIT,
  movePicture,
  removePicture,
  type GalleryState,
  type MoveDirection,
} from './gallery-state';

export interface GalleryEditorProps {
  value: GalleryState;
  /** A translated error from the API about the gallery. */
  error?: string;
  onChange: (value: GalleryState) => void;
}

/**
 * The project's gallery: add several pictures at once (checked here before any upload, at most
 * {@link GALLERY_LIMIT}), reorder them with buttons, remove one after a confirmation.
 */
export function GalleryEditor({ value, error, onChange }: GalleryEditorProps) {
  const intl = useIntl();
  const [fileError, setFileError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const isFull = value.pictures.length >= GALLERY_LIMIT;
  const shownError = fileError ?? error;

  function handleAdd(chosen: File[]) {
    const problems = chosen.map(pictureFileError);
    const firstProblem = problems.find(Boolean) ?? null;
    const { state, skipped } = addPictures(
      value,
      chosen.filter((_, index) => !problems[index]),
    );
    const problem =
      firstProblem ??
      (skipped ? withValues(validationMessages.max, { length: GALLERY_LIMIT, items: 'files' }) : null);
    setFileError(problem ? intl.formatMessage(problem, problem.values) : null);
    onChange(state);
  }

  function handleMove(key: string, direction: MoveDirection) {
    const next = movePicture(value, key, direction);
    onChange(next);
    setAnnouncement(
      intl.formatMessage(
        { id: 'crm.settings.gallery.moved' },
        { position: next.pictures.findIndex((item) => item.key === key) + 1 },
      ),
    );
  }

  function handleConfirmRemove() {
    if (removing) onChange(removePicture(value, removing));
    setRemoving(null);
    setFileError(null);
  }

  return (
    <fieldset className={shownError ? 'crm-gallery donut-field--invalid' : 'crm-gallery'}>
      <legend>
        <FormattedMessage id="crm.settings.gallery.legend" />
      </legend>
      <p className="crm-gallery__count">
        <FormattedMessage
          id="crm.settings.gallery.count"
          values={{ count: value.pictures.length, limit: GALLERY_LIMIT }}
        />
      </p>
      {value.pictures.length ? (
        <ol className="crm-gallery__list">
          {value.pictures.map((picture, index) => (
            <GalleryPicture
              key={picture.key}
              picture={picture}
              position={index + 1}
              canMoveLeft={canMove(value, picture.key, 'left')}
              canMoveRight={canMove(value, picture.key, 'right')}
              onMove={(direction) => handleMove(picture.key, direction)}
              onRemove={() => setRemoving(picture.key)}
            />
          ))}
        </ol>
      ) : null}
      <FilePickButton
        name="image_gallery_uploads"
        accept={PICTURE_ACCEPT}
        multiple
        disabled={isFull}
        onFiles={handleAdd}
        hint={
          <FormattedMessage
            id="crm.settings.gallery.hint"
            values={{ limit: GALLERY_LIMIT, size: PICTURE_MAX_MB }}
          />
        }
        error={shownError}
      >
        <FormattedMessage id="crm.settings.gallery.add" />
      </FilePickButton>
      <p className="donut-visually-hidden" role="status">
        {announcement}
      </p>
      <DeleteWarningDialog
        isOpen={removing !== null}
        title={<FormattedMessage id="crm.settings.gallery.remove-title" />}
        isPermanent={false}
        onConfirm={handleConfirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <FormattedMessage id="crm.settings.gallery.remove-text" />
      </DeleteWarningDialog>
    </fieldset>
  );
}
