/** Values for a message's ICU placeholders, e.g. `{ length: 100, items: 'characters' }`. */
export type MessageValues = Record<string, string | number>;

/**
 * A message as react-intl's `formatMessage` takes it, carrying its values along. Schemas use
 * these as yup messages so errors stay data: the UI formats them in the visitor's locale, the
 * API returns them as they are.
 */
// A type alias, not an interface: yup's message type wants an index signature, which only
// aliases get implicitly.
export type MessageDescriptor = {
  id: string;
  defaultMessage: string;
  values?: MessageValues;
};

// Shared by `max` and `min`: the kind of thing counted, in the right plural form for {length}.
// Pass `items` as 'characters', 'files' or 'items'.
const COUNTED_ITEMS =
  '{items, select, ' +
  'characters {{length, plural, one {character} other {characters}}} ' +
  'files {{length, plural, one {file} other {files}}} ' +
  'other {{length, plural, one {item} other {items}}}}';

/**
 * Every validation message of spec §5. `defaultMessage` is the English text; the catalogs in
 * `./messages/*.json` hold all three locales under the same ids.
 */
export const validationMessages = {
  required: { id: 'validation.required', defaultMessage: 'This field is required' },
  email: { id: 'validation.email', defaultMessage: 'Email must contain @ and an email client domain' },
  termsNotAccepted: {
    id: 'validation.termsNotAccepted',
    defaultMessage: 'You must accept the terms of the user agreement before registration',
  },
  subscriptionTermsNotAccepted: {
    id: 'validation.subscriptionTermsNotAccepted',
    defaultMessage: 'You must accept the terms of payment before subscribing',
  },
  /** Values: `fields` is 'password', 'email' or anything else for generic "Fields". */
  fieldsMustMatch: {
    id: 'validation.fieldsMustMatch',
    defaultMessage: '{fields, select, password {Passwords} email {Emails} other {Fields}} must match',
  },
  /** Values: `size` in megabytes. */
  fileSize: { id: 'validation.fileSize', defaultMessage: 'File size should not exceed {size} MB' },
  fileType: { id: 'validation.fileType', defaultMessage: 'Invalid file type' },
  phone: { id: 'validation.phone', defaultMessage: 'Invalid phone format' },
  /** Values: `length`, and `items` as 'characters', 'files' or 'items'. */
  max: { id: 'validation.max', defaultMessage: `Maximum {length} ${COUNTED_ITEMS}` },
  /** Values: `length`, and `items` as 'characters', 'files' or 'items'. */
  min: { id: 'validation.min', defaultMessage: `Minimum {length} ${COUNTED_ITEMS}` },
  integer: { id: 'validation.integer', defaultMessage: 'Value must be an integer' },
  decimal: { id: 'validation.decimal', defaultMessage: 'Value must be an integer or decimal number' },
  positive: { id: 'validation.positive', defaultMessage: 'Value must be a positive number' },
  unique: { id: 'validation.unique', defaultMessage: 'Value must be unique' },
  optionExists: { id: 'validation.optionExists', defaultMessage: 'This option already exists' },
  notEnoughQuantity: { id: 'validation.notEnoughQuantity', defaultMessage: 'Not enough quantity' },
  hoursOrMinutes: { id: 'validation.hoursOrMinutes', defaultMessage: 'Fill in either hours or minutes' },
  url: { id: 'validation.url', defaultMessage: 'Enter a valid URL' },
  websiteAddressTaken: {
    id: 'validation.websiteAddressTaken',
    defaultMessage: 'This website address is already taken. Please choose another one',
  },
  websiteAddress: {
    id: 'validation.websiteAddress',
    defaultMessage:
      'Website address must be at least 6 characters long and contain only lowercase Latin letters, digits and hyphens, with no hyphen at the start or end',
  },
  mapPoint: { id: 'validation.mapPoint', defaultMessage: 'You need to select a point on the map' },
  timeFormat: { id: 'validation.timeFormat', defaultMessage: 'Invalid time format. Use HH:MM format' },
  workingHoursRequired: { id: 'validation.workingHoursRequired', defaultMessage: 'Fill in working hours' },
  serviceAddressesRequired: {
    id: 'validation.serviceAddressesRequired',
    defaultMessage: 'Fill in service addresses',
  },
  weekdaysRequired: {
    id: 'validation.weekdaysRequired',
    defaultMessage: 'Select at least one day of the week',
  },
  endDateRequired: { id: 'validation.endDateRequired', defaultMessage: 'Specify end date' },
  workStartBeforeEnd: {
    id: 'validation.workStartBeforeEnd',
    defaultMessage: 'Work start must be earlier than work end',
  },
  workingDayTooShort: {
    id: 'validation.workingDayTooShort',
    defaultMessage: 'The working day must be longer than 1 hour',
  },
  breakIncomplete: {
    id: 'validation.breakIncomplete',
    defaultMessage: 'Fill in both the start and the end of the break',
  },
  breakStartBeforeEnd: {
    id: 'validation.breakStartBeforeEnd',
    defaultMessage: 'Break start must be earlier than break end',
  },
  breakTooShort: {
    id: 'validation.breakTooShort',
    defaultMessage: 'The break must be longer than 10 minutes',
  },
  breakOutsideHours: {
    id: 'validation.breakOutsideHours',
    defaultMessage: 'The break must be within working hours',
  },
  breakAtWorkStart: {
    id: 'validation.breakAtWorkStart',
    defaultMessage: 'The break cannot start when work starts',
  },
  workingHoursOverlap: {
    id: 'validation.workingHoursOverlap',
    defaultMessage: 'Working hours must not overlap',
  },
  breaksOverlap: { id: 'validation.breaksOverlap', defaultMessage: 'Breaks must not overlap' },
  startDateAfterEndDate: {
    id: 'validation.startDateAfterEndDate',
    defaultMessage: 'The start date cannot be later than the end date',
  },
  noticeBeyondHorizon: {
    id: 'validation.noticeBeyondHorizon',
    defaultMessage: 'The minimum notice cannot be longer than how far ahead bookings open',
  },
  dayOffWithHours: { id: 'validation.dayOffWithHours', defaultMessage: 'A day off has no working hours' },
  colour: { id: 'validation.colour', defaultMessage: 'Enter a colour as #RRGGBB' },
  /** Values: `length`, the minimum. */
  passwordTooShort: {
    id: 'validation.passwordTooShort',
    defaultMessage: 'Password must be at least {length, plural, one {# character} other {# characters}} long',
  },
  /** Values: `length`, the maximum. */
  passwordTooLong: {
    id: 'validation.passwordTooLong',
    defaultMessage: 'Password must be at most {length, plural, one {# character} other {# characters}} long',
  },
  passwordTooCommon: {
    id: 'validation.passwordTooCommon',
    defaultMessage: 'This password is too common. Choose a less predictable one',
  },
  percentRange: { id: 'validation.percentRange', defaultMessage: 'Enter a percentage from 0 to 100' },
  oneTimeCode: { id: 'validation.oneTimeCode', defaultMessage: 'Enter the 6-digit code from the e-mail' },
  oneTimeCodeWrong: {
    id: 'validation.oneTimeCodeWrong',
    defaultMessage: 'The code is wrong. Check the e-mail and try again.',
  },
  customerEmailTaken: {
    id: 'validation.customerEmailTaken',
    defaultMessage: 'This e-mail belongs to another client of the project.',
  },
  customerPhoneTaken: {
    id: 'validation.customerPhoneTaken',
    defaultMessage: 'This phone belongs to another client of the project.',
  },
  customerContactRequired: {
    id: 'validation.customerContactRequired',
    defaultMessage: 'Enter a name, a phone or an e-mail',
  },
  /** Spec §5: a discount price is never above the regular price. */
  discountAbovePrice: {
    id: 'validation.discountAbovePrice',
    defaultMessage: 'The discount price cannot be higher than the regular price',
  },
  /** Values: `max`, the largest number allowed. */
  numberMax: { id: 'validation.numberMax', defaultMessage: 'Value must not exceed {max, number}' },
  numberMin: { id: 'validation.numberMin', defaultMessage: 'Value must be at least {min, number}' },
  productUnavailable: {
    id: 'validation.productUnavailable',
    defaultMessage: 'This product is no longer sold. Remove it from the cart.',
  },
  deliveryUnavailable: {
    id: 'validation.deliveryUnavailable',
    defaultMessage: 'This delivery method is not available. Choose another one.',
  },
  /** Values: `places`, the digits after the decimal point the currency has (0 for yen). */
  decimalPlaces: {
    id: 'validation.decimalPlaces',
    defaultMessage:
      '{places, plural, =0 {Enter a whole number} one {Use at most # digit after the decimal point} other {Use at most # digits after the decimal point}}',
  },
  /** An application sent against a service form the owner has changed since the page opened. */
  formChanged: {
    id: 'validation.formChanged',
    defaultMessage: 'The form has just changed. Check the fields and send it again.',
  },
  /** A desired date that has already passed. */
  dateInPast: { id: 'validation.dateInPast', defaultMessage: 'Choose today or a later date' },
  /** A value of the wrong type (an object where text is expected, ...): no spec text exists for it. */
  invalid: { id: 'validation.invalid', defaultMessage: 'Invalid value' },
  /** Text with control characters (NUL, escape, ...) or broken Unicode: pasted from somewhere or forged. */
  controlCharacters: {
    id: 'validation.controlCharacters',
    defaultMessage: 'Remove invisible control characters from the text',
  },
} as const satisfies Record<string, MessageDescriptor>;

export type ValidationMessageName = keyof typeof validationMessages;
export type ValidationMessageId = (typeof validationMessages)[ValidationMessageName]['id'];

/**
 * The descriptor with values for its placeholders.
 * @example withValues(validationMessages.max, { length: 100, items: 'characters' }) // "Maximum 100 characters"
 */
export function withValues(descriptor: MessageDescriptor, values: MessageValues): MessageDescriptor {
  return { id: descriptor.id, defaultMessage: descriptor.defaultMessage, values };
}

/** Whether a value is a message descriptor (for telling ours from yup's default strings). */
export function isMessageDescriptor(value: unknown): value is MessageDescriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MessageDescriptor).id === 'string' &&
    typeof (value as MessageDescriptor).defaultMessage === 'string'
  );
}
