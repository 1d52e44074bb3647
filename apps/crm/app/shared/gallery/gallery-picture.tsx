import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectUrl } from '@donut/ui';
import type { GalleryPicture as Picture, MoveDirection } from './gallery-state';

export interface GalleryPictureProps {
  picture: Picture;
  /** 1-based place in the gallery, for the buttons' names. */
  position: number;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
}

/** One gallery picture with its move-left, move-right and remove buttons. */
export function GalleryPicture({
  picture,
  position,
  canMoveLeft,
  canMoveRight,
  onMove,
  onRemove,
}: GalleryPictureProps) {
  const intl = useIntl();
  const previewUrl = useObjectUrl(picture.kind === 'new' ? picture.file : null);
  const url = picture.kind === 'saved' ? picture.image.url : previewUrl;
  const label = (id: string) => intl.formatMessage({ id }, { position });
  return (
    <li className="crm-gallery__item">
      {url ? <img src={url} alt={label('crm.gallery.alt')} width={120} height={90} /> : null}
      {picture.kind === 'new' ? (
        <span className="crm-gallery__new">
          <FormattedMessage id="crm.gallery.new" />
        </span>
      ) : null}
      <div className="crm-gallery__actions">
        <button
          type="button"
          className="donut-button donut-button--secondary"
          aria-label={label('crm.gallery.move-left')}
          disabled={!canMoveLeft}
          onClick={() => onMove('left')}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className="donut-button donut-button--secondary"
          aria-label={label('crm.gallery.move-right')}
          disabled={!canMoveRight}
          onClick={() => onMove('right')}
        >
          <span aria-hidden="true">→</span>
        </button>
        <button
          type="button"
          className="donut-button donut-button--link"
          aria-label={label('crm.gallery.remove')}
          onClick={onRemove}
        >
          <FormattedMessage id="crm.gallery.remove-short" />
        </button>
      </div>
    </li>
  );
}
