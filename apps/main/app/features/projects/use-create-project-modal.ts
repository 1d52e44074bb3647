import { useCallback, useEffect } from 'react';
import { MODAL_IDS } from '@donut/auth';
import {
  modalClosed,
  modalOpened,
  selectCurrentModal,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@donut/store';

/** The create-project modal's state, kept in the store like every modal so "back" closes it first (spec §2). */
export function useCreateProjectModal() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const isOpen = useAppSelector(selectCurrentModal) === MODAL_IDS.projectCreate;

  // Leaving the page with the modal open must not leave it "open" for the next page.
  useEffect(
    () => () => {
      if (selectCurrentModal(store.getState()) === MODAL_IDS.projectCreate) store.dispatch(modalClosed());
    },
    [store],
  );

  const open = useCallback(() => dispatch(modalOpened({ id: MODAL_IDS.projectCreate })), [dispatch]);
  const close = useCallback(() => dispatch(modalClosed()), [dispatch]);
  return { isOpen, open, close };
}
