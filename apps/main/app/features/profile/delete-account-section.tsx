import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { MODAL_IDS } from '@donut/auth';
import {
  modalClosed,
  modalOpened,
  selectCurrentModal,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@donut/store';
import { Button } from '@donut/ui';
import { DeleteAccountDialog } from './delete-account-dialog';

export interface DeleteAccountSectionProps {
  needSetPassword: boolean;
}

/** Account deletion: a danger button opening the password-confirmed warning dialog. */
export function DeleteAccountSection({ needSetPassword }: DeleteAccountSectionProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // In the store, like every modal, so the back behaviour (spec §2) closes it before leaving the page.
  const isOpen = useAppSelector(selectCurrentModal) === MODAL_IDS.deleteWarning;

  // Leaving the page with the dialog open must not leave it "open" for the next page.
  useEffect(
    () => () => {
      if (selectCurrentModal(store.getState()) === MODAL_IDS.deleteWarning) store.dispatch(modalClosed());
    },
    [store],
  );

  return (
    <section className="profile-section profile-section--danger" aria-labelledby="profile-delete-heading">
      <h2 id="profile-delete-heading">
        <FormattedMessage id="main.profile.delete.title" />
      </h2>
      <p className="profile-section__lead">
        <FormattedMessage id="main.profile.delete.lead" />
      </p>
      <Button variant="danger" onClick={() => dispatch(modalOpened({ id: MODAL_IDS.deleteWarning }))}>
        <FormattedMessage id="main.profile.delete.open" />
      </Button>
      <DeleteAccountDialog
        isOpen={isOpen}
        needSetPassword={needSetPassword}
        onClose={() => dispatch(modalClosed())}
      />
    </section>
  );
}
