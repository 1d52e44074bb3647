// Exactly 8-4-4-4-12 hex digits: what PostgreSQL prints for a uuid. Its parser accepts more (braces, no
// dashes, dashes between any four digits), so anything looser than this may still fail in the database.
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** PostgreSQL's integer, which serial keys are. */
const MAX_SERIAL = 2_147_483_647;

/**
 * Whether text is a UUID in its canonical form (any version), as ids of projects and notifications are.
 * @example isUuid('0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11') // true
 * @example isUuid('-'.repeat(36)) // false
 */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/**
 * Whether text is the id of a serial key: digits without sign, leading zeros or spaces, 1 to 2^31 - 1,
 * as ids of reference data (countries, languages, currencies, directions) and plans are.
 * @example isSerialId('12') // true
 * @example isSerialId('012') // false
 */
export function isSerialId(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_SERIAL;
}
