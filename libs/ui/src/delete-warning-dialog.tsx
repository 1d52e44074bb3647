import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './button';
import { Modal } from './modal';

export interface DeleteWarningDialogProps {
  isOpen: boolean;
  title: ReactNode;
  /** What is about to go, in the caller's words (e.g. the project's name). */
  children?: ReactNode;
  /** Spec §8: say that the data is lost permanently. True unless the deletion can be undone. */
  isPermanent?: boolean;
  /** "Delete" unless told. */
  confirmLabel?: ReactNode;
  /** While the deletion runs: the confirm button shows progress and both stay put. */
  isLoading?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, the close button and a click on the backdrop. */
  onCancel: () => void;
  /** `modal-delete-warning` (spec §2) unless the page shows two such dialogs. */
  id?: string;
}

/**
 * The confirmation before deleting something (spec §2 `modal-delete-warning`): a title, what goes, the
 * warning that it goes for good, and Cancel / Delete. Cancel comes first and takes the focus, so a stray
 * Enter keeps the data.
 * @example
 * <DeleteWarningDialog isOpen={isOpen} title="Delete the service?" onConfirm={remove} onCancel={close}>
 *   «Haircut» disappears from the site and from bookings.
 * </DeleteWarningDialog>
 */
export function DeleteWarningDialog({
  isOpen,
  title,
  children,
  isPermanent = true,
  confirmLabel,
  isLoading = false,
  onConfirm,
  onCancel,
  id = 'modal-delete-warning',
}: DeleteWarningDialogProps) {
  // A deletion in flight cannot be called back, so the dialog stays until it answers.
  const handleCancel = () => {
    if (!isLoading) onCancel();
  };
  return (
    <Modal id={id} isOpen={isOpen} title={title} onClose={handleCancel}>
      {children ? <div className="donut-dialog__text">{children}</div> : null}
      {isPermanent ? (
        <p className="donut-dialog__warning">
          <FormattedMessage id="ui.delete-warning.permanent" />
        </p>
      ) : null}
      <div className="donut-dialog__actions">
        <Button variant="secondary" disabled={isLoading} onClick={handleCancel}>
          <FormattedMessage id="ui.delete-warning.cancel" />
        </Button>
        <Button variant="danger" isLoading={isLoading} onClick={onConfirm}>
          {confirmLabel ?? <FormattedMessage id="ui.delete-warning.confirm" />}
        </Button>
      </div>
    </Modal>
  );
}
