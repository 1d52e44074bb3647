import { validationMessages } from '../messages';
import { requiredString } from './text';

// Two-digit hours 00-23 and minutes 00-59: the format the time pickers produce and the API stores.
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A required time of day as HH:MM, 00:00 to 23:59 (spec §5). "9:00" is refused: hours take two digits. */
export const timeSchema = requiredString.matches(TIME, { message: validationMessages.timeFormat });
