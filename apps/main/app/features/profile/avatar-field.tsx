import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@donut/ui';
import { AVATAR_ACCEPT, AVATAR_MAX_MB, avatarFileError } from './avatar-file';

export interface AvatarFieldProps {
  /** The saved photo's address, or null without one. */
  currentUrl: string | null;
  /** A chosen photo not saved yet. */
  file: File | null;
  /** The saved photo is marked for deletion. */
  isDeleted: boolean;
  /** A translated error from the API (it checks the file again, by content). */
  error?: string;
  onFileChange: (file: File) => void;
  onDelete: () => void;
}

/** A preview of a chosen file; the address is released when the file changes or the field goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The profile photo: preview, choosing a file (checked here before any upload) and deleting. */
export function AvatarField({ currentUrl, file, isDeleted, error, onFileChange, onDelete }: AvatarFieldProps) {
  const intl = useIntl();
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const [fileError, setFileError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const shownUrl = file ? previewUrl : isDeleted ? null : currentUrl;
  const shownError = fileError ?? error;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again after fixing it still fires a change.
    event.target.value = '';
    if (!chosen) return;
    const problem = avatarFileError(chosen);
    setFileError(problem ? intl.formatMessage(problem, problem.values) : null);
    if (!problem) onFileChange(chosen);
  }

  function handleDelete() {
    setFileError(null);
    onDelete();
  }

  return (
    <div className={shownError ? 'profile-avatar donut-field--invalid' : 'profile-avatar'}>
      <div className="profile-avatar__preview">
        {shownUrl ? (
          <img src={shownUrl} alt={intl.formatMessage({ id: 'main.profile.avatar.alt' })} width={96} height={96} />
        ) : (
          <span className="profile-avatar__empty">
            <FormattedMessage id="main.profile.avatar.empty" />
          </span>
        )}
      </div>
      <div className="profile-avatar__actions">
        {/* The label is the visible button; the input inside it stays focusable for the keyboard. */}
        <label className="donut-button donut-button--secondary profile-avatar__pick">
          <input
            className="profile-avatar__input"
            type="file"
            name="avatar"
            accept={AVATAR_ACCEPT}
            onChange={handleChange}
            aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
          />
          <FormattedMessage id={shownUrl ? 'main.profile.avatar.change' : 'main.profile.avatar.upload'} />
        </label>
        {shownUrl ? (
          <Button variant="link" onClick={handleDelete}>
            <FormattedMessage id="main.profile.avatar.delete" />
          </Button>
        ) : null}
        <p id={hintId} className="donut-field__hint">
          <FormattedMessage id="main.profile.avatar.hint" values={{ size: AVATAR_MAX_MB }} />
        </p>
        {shownError ? (
          <p id={errorId} className="donut-field__error" role="alert">
            {shownError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
