import { FormattedMessage } from 'react-intl';
import { customerNoteSchema } from '@donut/validation';
import { NoteForm } from '../../shared/notes/note-form';

export interface CustomerNoteFormProps {
  addNote: (text: string) => Promise<unknown>;
}

/** A note for the timeline, checked by the API's own rule (`customerNoteSchema`); the field empties once it is added. */
export function CustomerNoteForm({ addNote }: CustomerNoteFormProps) {
  return (
    <NoteForm
      addNote={addNote}
      schema={customerNoteSchema}
      label={<FormattedMessage id="crm.customers.note.label" />}
      submitLabel={<FormattedMessage id="crm.customers.note.add" />}
      failedMessageId="crm.customers.failed"
    />
  );
}
