import { boolean } from 'yup';
import { validationMessages, withValues } from '../messages';
import { formSchema } from './form';
import { isPhone } from './phone';
import { textSchema } from './text';

export const PROFILE_NAME_MAX_LENGTH = 100;

/** Optional trimmed text; empty means "clear the field". */
const optionalText = (max: number) =>
  textSchema()
    .trim()
    .nullable()
    .max(max, withValues(validationMessages.max, { length: max, items: 'characters' }));

const optionalId = textSchema()
  .nullable()
  .matches(/^\d{1,9}$/, { message: validationMessages.invalid, excludeEmptyString: true });

/** UpdateClientProfile (spec §7): every field optional; the avatar is checked where the file is read. */
export const profileSchema = formSchema({
  name: optionalText(PROFILE_NAME_MAX_LENGTH),
  surname: optionalText(PROFILE_NAME_MAX_LENGTH),
  phone: optionalText(32).test('phone', validationMessages.phone, (value) => !value || isPhone(value)),
  timezone: optionalText(64),
  country_id: optionalId,
  language_id: optionalId,
  image_deleted: boolean().nullable().typeError(validationMessages.invalid),
});
