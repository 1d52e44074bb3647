import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './button';
import { Modal } from './modal';

export interface UpdateWarningDialogProps {
  isOpen: boolean;
  /** Stay, Escape, the close button and a click on the backdrop: the unsaved changes stay. */
  onStay: () => void;
  /** Leave the page and drop the changes. */
  onLeave: () => void;
}

/**
 * "Leave the page without saving?" (spec §2 `modal-update-warning`). Stay comes first and takes the
 * focus: the answer that loses nothing is the one a stray Enter gives. The router side (which navigation
 * waits for the answer) is `useUnsavedChangesGuard` of `@donut/app-shell`.
 */
export function UpdateWarningDialog({ isOpen, onStay, onLeave }: UpdateWarningDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      id="modal-update-warning"
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'ui.update-warning.title' })}
      onClose={onStay}
    >
      <p className="donut-dialog__text">
        <FormattedMessage id="ui.update-warning.text" />
      </p>
      <div className="donut-dialog__actions">
        <Button variant="primary" onClick={onStay}>
          <FormattedMessage id="ui.update-warning.stay" />
        </Button>
        <Button variant="danger" onClick={onLeave}>
          <FormattedMessage id="ui.update-warning.leave" />
        </Button>
      </div>
    </Modal>
  );
}
