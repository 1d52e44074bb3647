import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@donut/ui';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, imageFileError } from './image-file';
import { useObjectUrl } from './use-object-url';

export interface MainImageValue {
  /** A chosen picture not saved yet. */
  file: File | null;
  /** The saved picture is marked for deletion. */
  isDeleted: boolean;
}

export interface MainImageFieldProps {
  /** The saved picture's address, or null without one. */
  currentUrl: string | null;
  value: MainImageValue;
  /** A translated error from the API (it checks the file again, by content). */
  error?: string;
  onChange: (value: MainImageValue) => void;
}

/** The project's main image: preview, choosing a file (checked here before any upload) and removing. */
export function MainImageField({ currentUrl, value, error, onChange }: MainImageFieldProps) {
  const intl = useIntl();
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const [fileError, setFileError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(value.file);
  const shownUrl = value.file ? previewUrl : value.isDeleted ? null : currentUrl;
  const hasPicture = Boolean(value.file) || (!value.isDeleted && Boolean(currentUrl));
  const shownError = fileError ?? error;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again after fixing it still fires a change.
    event.target.value = '';
    if (!chosen) return;
    const problem = imageFileError(chosen);
    setFileError(problem ? intl.formatMessage(problem, problem.values) : null);
    if (!problem) onChange({ file: chosen, isDeleted: value.isDeleted });
  }

  function handleRemove() {
    setFileError(null);
    onChange({ file: null, isDeleted: Boolean(currentUrl) });
  }

  return (
    <fieldset className={shownError ? 'crm-image-field donut-field--invalid' : 'crm-image-field'}>
      <legend>
        <FormattedMessage id="crm.settings.image.legend" />
      </legend>
      <div className="crm-image-field__preview">
        {shownUrl ? (
          <img src={shownUrl} alt={intl.formatMessage({ id: 'crm.settings.image.alt' })} width={160} height={120} />
        ) : (
          <span className="crm-image-field__empty">
            <FormattedMessage id="crm.settings.image.empty" />
          </span>
        )}
      </div>
      <div className="crm-image-field__actions">
        {/* The label is the visible button; the input inside it stays focusable for the keyboard. */}
        <label className="donut-button donut-button--secondary crm-file-pick">
          <input
            className="crm-file-pick__input"
            type="file"
            name="image_main"
            accept={IMAGE_ACCEPT}
            onChange={handleChange}
            aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
          />
          <FormattedMessage id={hasPicture ? 'crm.settings.image.change' : 'crm.settings.image.upload'} />
        </label>
        {hasPicture ? (
          <Button variant="link" onClick={handleRemove}>
            <FormattedMessage id="crm.settings.image.remove" />
          </Button>
        ) : null}
        <p id={hintId} className="donut-field__hint">
          <FormattedMessage id="crm.settings.image.hint" values={{ size: IMAGE_MAX_MB }} />
        </p>
        {shownError ? (
          <p id={errorId} className="donut-field__error" role="alert">
            {shownError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
