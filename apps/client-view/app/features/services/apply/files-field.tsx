import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FilePickButton } from '@donut/ui';
import {
  APPLICATION_FILE_ACCEPT,
  APPLICATION_FILE_MAX_MB,
  APPLICATION_FILES_MAX,
  applicationFileError,
  validationMessages,
  withValues,
} from '@donut/validation';

export interface FilesFieldProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** The schema's or the API's error for the field, translated. */
  error?: string;
}

const sizeText = (bytes: number) => `${Math.max(0.1, bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Up to 5 documents or pictures: each chosen file is checked at once (spec §5 "File size should not exceed
 * {size}", "Invalid file type") and a refused one is not added; the chosen ones are listed with Remove.
 */
export function FilesField({ label, files, onChange, error }: FilesFieldProps) {
  const intl = useIntl();
  const [pickError, setPickError] = useState<string | null>(null);

  function handleFiles(chosen: File[]) {
    let refusal: string | null = null;
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = applicationFileError(file);
      if (problem) refusal ??= `${file.name}: ${intl.formatMessage(problem, problem.values)}`;
      else accepted.push(file);
    }
    const room = APPLICATION_FILES_MAX - files.length;
    if (accepted.length > room) {
      const max = withValues(validationMessages.max, { length: APPLICATION_FILES_MAX, items: 'files' });
      refusal ??= intl.formatMessage(max, max.values);
    }
    setPickError(refusal);
    if (room > 0 && accepted.length) onChange([...files, ...accepted.slice(0, room)]);
  }

  return (
    <fieldset className="cv-apply-files">
      <legend>{label}</legend>
      {files.length ? (
        <ul className="cv-apply-files__list">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>
                {file.name} <small>({sizeText(file.size)})</small>
              </span>
              <Button
                variant="link"
                onClick={() => onChange(files.filter((_, position) => position !== index))}
              >
                <FormattedMessage id="cv.apply.files.remove" values={{ name: file.name }} />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FilePickButton
        name="files"
        accept={APPLICATION_FILE_ACCEPT}
        multiple
        disabled={files.length >= APPLICATION_FILES_MAX}
        onFiles={handleFiles}
        hint={
          <FormattedMessage
            id="cv.apply.files.hint"
            values={{ count: APPLICATION_FILES_MAX, size: APPLICATION_FILE_MAX_MB }}
          />
        }
        error={pickError ?? error}
      >
        <FormattedMessage id="cv.apply.files.add" />
      </FilePickButton>
    </fieldset>
  );
}
