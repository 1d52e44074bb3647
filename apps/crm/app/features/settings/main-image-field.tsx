import { FormattedMessage } from 'react-intl';
import { PictureField } from '@donut/ui';
import { PICTURE_RULES } from '@donut/validation';

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

const MESSAGES = {
  alt: 'crm.settings.image.alt',
  empty: 'crm.settings.image.empty',
  upload: 'crm.settings.image.upload',
  change: 'crm.settings.image.change',
  remove: 'crm.settings.image.remove',
  hint: 'crm.settings.image.hint',
};

/** The project's main image: preview, choosing a file and removing. */
export function MainImageField({ currentUrl, value, error, onChange }: MainImageFieldProps) {
  return (
    <PictureField
      name="image_main"
      shape="wide"
      legend={<FormattedMessage id="crm.settings.image.legend" />}
      currentUrl={currentUrl}
      file={value.file}
      isDeleted={value.isDeleted}
      error={error}
      messages={MESSAGES}
      rules={PICTURE_RULES}
      onFileChange={(file) => onChange({ file, isDeleted: value.isDeleted })}
      onRemove={() => onChange({ file: null, isDeleted: Boolean(currentUrl) })}
    />
  );
}
