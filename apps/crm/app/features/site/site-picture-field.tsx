import { FormattedMessage } from 'react-intl';
import { PictureField } from '@donut/ui';
import { PICTURE_RULES } from '@donut/validation';

export interface SitePictureValue {
  /** A chosen picture not saved yet. */
  file: File | null;
  /** The saved picture is marked for removal. */
  isDeleted: boolean;
}

const messagesOf = (kind: 'logo' | 'cover') => ({
  alt: `crm.site.${kind}.alt`,
  empty: `crm.site.${kind}.empty`,
  upload: `crm.site.${kind}.upload`,
  change: `crm.site.${kind}.change`,
  remove: `crm.site.${kind}.remove`,
  hint: `crm.site.${kind}.hint`,
});

const MESSAGES = { logo: messagesOf('logo'), cover: messagesOf('cover') };
const LEGENDS = { logo: 'crm.site.logo.legend', cover: 'crm.site.cover.legend' };

/** The site's logo or cover: preview, choosing a file (the project pictures' rules) and removing it. */
export function SitePictureField({
  kind,
  currentUrl,
  value,
  error,
  onChange,
}: {
  kind: 'logo' | 'cover';
  currentUrl: string | null;
  value: SitePictureValue;
  error?: string;
  onChange: (value: SitePictureValue) => void;
}) {
  return (
    <PictureField
      name={kind}
      shape={kind === 'logo' ? 'round' : 'wide'}
      legend={<FormattedMessage id={LEGENDS[kind]} />}
      currentUrl={currentUrl}
      file={value.file}
      isDeleted={value.isDeleted}
      error={error}
      messages={MESSAGES[kind]}
      rules={PICTURE_RULES}
      onFileChange={(file) => onChange({ file, isDeleted: value.isDeleted })}
      onRemove={() => onChange({ file: null, isDeleted: Boolean(currentUrl) })}
    />
  );
}
