import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './button';
import { FilePickButton } from './file-pick-button';
import { useObjectUrl } from './use-object-url';

/**
 * What a picture may be (`PICTURE_RULES` of @donut/validation): the design system takes the rules from its
 * caller, so its bundle does not carry the validation library.
 */
export interface PictureRules {
  /** The file input's filter. */
  accept: string;
  maxMb: number;
  /** Why a chosen file cannot be the picture (a message with its values), or null when it can. */
  check: (file: File) => { id: string; values?: Record<string, string | number> } | null;
}

/** The field's texts, by message id; `hint` gets the size limit as `{size}`. */
export interface PictureFieldMessages {
  alt: string;
  empty: string;
  upload: string;
  change: string;
  remove: string;
  hint: string;
}

export interface PictureFieldProps {
  /** The file input's name (what the form sends). */
  name: string;
  /** The saved picture's address, or null without one. */
  currentUrl: string | null;
  /** A chosen picture not saved yet. */
  file: File | null;
  /** The saved picture is marked for removal. */
  isDeleted: boolean;
  /** A translated error from the API (it checks the file again, by content). */
  error?: string;
  onFileChange: (file: File) => void;
  onRemove: () => void;
  messages: PictureFieldMessages;
  rules: PictureRules;
  /** `round`: a person's photo (96 px circle); `wide`: a picture of a business (160 × 120). */
  shape: 'round' | 'wide';
  /** With a legend the field is a fieldset of its own. */
  legend?: ReactNode;
}

const SIZES = { round: { width: 96, height: 96 }, wide: { width: 160, height: 120 } };

/** One picture: its preview, choosing a file (checked here before any upload) and removing it. */
export function PictureField({
  name,
  currentUrl,
  file,
  isDeleted,
  error,
  onFileChange,
  onRemove,
  messages,
  rules,
  shape,
  legend,
}: PictureFieldProps) {
  const intl = useIntl();
  const [fileError, setFileError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const shownUrl = file ? previewUrl : isDeleted ? null : currentUrl;
  const hasPicture = Boolean(file) || (!isDeleted && Boolean(currentUrl));
  const shownError = fileError ?? error;

  function handleFiles([chosen]: File[]) {
    const problem = rules.check(chosen);
    setFileError(problem ? intl.formatMessage(problem, problem.values) : null);
    if (!problem) onFileChange(chosen);
  }

  function handleRemove() {
    setFileError(null);
    onRemove();
  }

  const className = `donut-picture-field donut-picture-field--${shape}${shownError ? ' donut-field--invalid' : ''}`;
  const content = (
    <>
      <div className="donut-picture-field__preview">
        {shownUrl ? (
          <img src={shownUrl} alt={intl.formatMessage({ id: messages.alt })} {...SIZES[shape]} />
        ) : (
          <span className="donut-picture-field__empty">
            <FormattedMessage id={messages.empty} />
          </span>
        )}
      </div>
      <div className="donut-picture-field__actions">
        <FilePickButton
          name={name}
          accept={rules.accept}
          onFiles={handleFiles}
          hint={<FormattedMessage id={messages.hint} values={{ size: rules.maxMb }} />}
          error={shownError}
        >
          <FormattedMessage id={hasPicture ? messages.change : messages.upload} />
        </FilePickButton>
        {hasPicture ? (
          <Button variant="link" onClick={handleRemove}>
            <FormattedMessage id={messages.remove} />
          </Button>
        ) : null}
      </div>
    </>
  );
  return legend ? (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {content}
    </fieldset>
  ) : (
    <div className={className}>{content}</div>
  );
}
