import { noteSchema } from '../../shared/notes/note-schema';

/** The API's limits (applications.graphql): a note up to 2000 characters, a rejection's reason up to 500. */
export const APPLICATION_NOTE_MAX_LENGTH = 2000;
export const REJECTION_REASON_MAX_LENGTH = 500;

/** An owner's note on an application. */
export const applicationNoteSchema = noteSchema(APPLICATION_NOTE_MAX_LENGTH);

/** Why an application is rejected: the customer is told it. */
export const rejectionReasonSchema = noteSchema(REJECTION_REASON_MAX_LENGTH);
