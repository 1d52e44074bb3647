import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MODAL_IDS } from '@donut/auth';
import { DeleteCustomerAccountDocument } from '@donut/graphql';
import {
  modalClosed,
  modalOpened,
  selectCurrentModal,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@donut/store';
import { Button, DeleteWarningDialog, FormError } from '@donut/ui';
import { customerSession } from '../../shared/customer-session/customer-session';
import { runInBrowser } from './load-cabinet-in-browser';

/** Why the client left the cabinet: the sign-in page says so. */
export type LeaveReason = 'signed-out' | 'deleted';

export interface AccountActionsProps {
  /** Whether "Sign out" is offered: inside Telegram the Mini App signs the client in again at once. */
  canSignOut: boolean;
  /** The session is over (the store is signed out). */
  onLeft: (reason: LeaveReason) => void;
}

/** Sign-out, and the account's deletion after the `modal-delete-warning` confirmation (spec §2, §8). */
export function AccountActions({ canSignOut, onLeft }: AccountActionsProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // In the store, like every modal, so Back (spec §2) closes it before leaving the page.
  const isOpen = useAppSelector(selectCurrentModal) === MODAL_IDS.deleteWarning;
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(
    () => () => {
      if (selectCurrentModal(store.getState()) === MODAL_IDS.deleteWarning) store.dispatch(modalClosed());
    },
    [store],
  );

  async function handleSignOut() {
    setIsSigningOut(true);
    await customerSession().logout();
    onLeft('signed-out');
  }

  async function handleDelete() {
    setIsDeleting(true);
    setHasFailed(false);
    try {
      await runInBrowser(DeleteCustomerAccountDocument, {});
    } catch {
      setIsDeleting(false);
      setHasFailed(true);
      return;
    }
    dispatch(modalClosed());
    // The sessions went with the account; this clears what the browser still holds.
    await customerSession().logout();
    onLeft('deleted');
  }

  return (
    <section className="cv-cabinet__section cv-cabinet__account" aria-labelledby="cv-cabinet-account">
      <h2 id="cv-cabinet-account">
        <FormattedMessage id="cv.cabinet.account.title" />
      </h2>
      {canSignOut ? (
        <Button variant="secondary" isLoading={isSigningOut} onClick={() => void handleSignOut()}>
          <FormattedMessage id="cv.cabinet.sign-out" />
        </Button>
      ) : null}
      <p>
        <FormattedMessage id="cv.cabinet.delete.lead" />
      </p>
      <Button variant="danger" onClick={() => dispatch(modalOpened({ id: MODAL_IDS.deleteWarning }))}>
        <FormattedMessage id="cv.cabinet.delete.open" />
      </Button>
      <DeleteWarningDialog
        isOpen={isOpen}
        title={<FormattedMessage id="cv.cabinet.delete.confirm-title" />}
        confirmLabel={<FormattedMessage id="cv.cabinet.delete.open" />}
        isLoading={isDeleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => dispatch(modalClosed())}
      >
        <p>
          <FormattedMessage id="cv.cabinet.delete.lead" />
        </p>
        <FormError>{hasFailed ? <FormattedMessage id="cv.cabinet.failed" /> : null}</FormError>
      </DeleteWarningDialog>
    </section>
  );
}
