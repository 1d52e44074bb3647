import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '@donut/ui';
import { NoteForm } from '../../shared/notes/note-form';
import { rejectionReasonSchema } from './application-texts';

export interface RejectDialogProps {
  isOpen: boolean;
  number: number;
  /** Rejects with the reason; a refusal shows in the dialog. */
  reject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why an application is rejected (required: the customer is told) before rejecting it. */
export function RejectDialog({ isOpen, number, reject, onClose }: RejectDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      id="modal-application-reject"
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'crm.applications.reject.title' }, { number })}
      onClose={onClose}
    >
      {isOpen ? (
        <NoteForm
          addNote={async (reason) => {
            await reject(reason);
            onClose();
          }}
          schema={rejectionReasonSchema}
          label={<FormattedMessage id="crm.applications.reject.reason" />}
          submitLabel={<FormattedMessage id="crm.applications.reject.confirm" />}
          failedMessageId="crm.applications.failed"
        />
      ) : null}
    </Modal>
  );
}
