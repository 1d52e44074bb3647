import { validationMessages, withValues } from '../messages';
import { requiredString } from './text';

/** Spec §5 and §9. */
export const WEBSITE_ADDRESS_MIN_LENGTH = 6;
/** The address becomes the project's subdomain, and a DNS label holds at most 63 characters. */
export const WEBSITE_ADDRESS_MAX_LENGTH = 63;

// Lowercase Latin letters, digits and hyphens (spec §5); no hyphen at either end, as a DNS label
// requires and as the link builder checks before putting a project on its subdomain.
const WEBSITE_ADDRESS = /^[a-z\d](?:[a-z\d-]*[a-z\d])?$/;

/** A required website address (project subdomain): 6-63 characters of a-z, 0-9 and inner hyphens. */
export const websiteAddressSchema = requiredString
  .min(WEBSITE_ADDRESS_MIN_LENGTH, validationMessages.websiteAddress)
  .max(
    WEBSITE_ADDRESS_MAX_LENGTH,
    withValues(validationMessages.max, { length: WEBSITE_ADDRESS_MAX_LENGTH, items: 'characters' }),
  )
  .matches(WEBSITE_ADDRESS, { message: validationMessages.websiteAddress });
