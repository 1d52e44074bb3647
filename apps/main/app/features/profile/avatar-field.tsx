import { PictureField, type PictureFieldProps } from '@donut/ui';
import { PICTURE_RULES } from '@donut/validation';

export type AvatarFieldProps = Pick<
  PictureFieldProps,
  'currentUrl' | 'file' | 'isDeleted' | 'error' | 'onFileChange'
> & {
  onDelete: () => void;
};

const MESSAGES = {
  alt: 'main.profile.avatar.alt',
  empty: 'main.profile.avatar.empty',
  upload: 'main.profile.avatar.upload',
  change: 'main.profile.avatar.change',
  remove: 'main.profile.avatar.delete',
  hint: 'main.profile.avatar.hint',
};

/** The profile photo: preview, choosing a file and deleting. */
export function AvatarField({ onDelete, ...props }: AvatarFieldProps) {
  return (
    <PictureField
      name="avatar"
      shape="round"
      messages={MESSAGES}
      rules={PICTURE_RULES}
      onRemove={onDelete}
      {...props}
    />
  );
}
