import { useState, type ReactNode } from 'react';
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
import './gallery.css';
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
  /** What the pictures are (the gallery, a service's photos). */
  legend: ReactNode;
  /** The file input's name. */
  name: string;
  /** The confirmation before removing one: its title and what happens (the picture goes when the form is saved). */
  removeTitle: ReactNode;
  removeText: ReactNode;
  value: GalleryState;
  /** A translated error from the API about the gallery. */
  error?: string;
  onChange: (value: GalleryState) => void;
}

/**
 * Pictures in an order (the project's gallery, a service's photos): add several at once (checked here before any
 * upload, at most {@link GALLERY_LIMIT}), reorder them with buttons, remove one after a confirmation.
 */
export function GalleryEditor({
  legend,
  name,
  removeTitle,
  removeText,
  value,
  error,
  onChange,
}: GalleryEditorProps) {
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
        { id: 'crm.gallery.moved' },
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
      <legend>{legend}</legend>
      <p className="crm-gallery__count">
        <FormattedMessage
          id="crm.gallery.count"
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
        name={name}
        accept={PICTURE_ACCEPT}
        multiple
        disabled={isFull}
        onFiles={handleAdd}
        hint={
          <FormattedMessage id="crm.gallery.hint" values={{ limit: GALLERY_LIMIT, size: PICTURE_MAX_MB }} />
        }
        error={shownError}
      >
        <FormattedMessage id="crm.gallery.add" />
      </FilePickButton>
      <p className="donut-visually-hidden" role="status">
        {announcement}
      </p>
      <DeleteWarningDialog
        isOpen={removing !== null}
        title={removeTitle}
        isPermanent={false}
        onConfirm={handleConfirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {removeText}
      </DeleteWarningDialog>
    </fieldset>
  );
}
