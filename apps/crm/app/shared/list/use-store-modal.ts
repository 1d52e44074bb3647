import { useCallback, useEffect } from 'react';
import {
  modalClosed,
  modalOpened,
  selectCurrentModal,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type ModalId,
} from '@donut/store';

/**
 * A dialog of spec §2 (modal-filters, modal-sort) whose open state is the store's, as every modal's; closed when
 * the page that opened it goes away, so it is not "open" for the next page.
 */
export function useStoreModal(id: ModalId) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const isOpen = useAppSelector(selectCurrentModal) === id;

  useEffect(
    () => () => {
      if (selectCurrentModal(store.getState()) === id) store.dispatch(modalClosed());
    },
    [store, id],
  );

  return {
    isOpen,
    open: useCallback(() => dispatch(modalOpened({ id })), [dispatch, id]),
    close: useCallback(() => dispatch(modalClosed()), [dispatch]),
  };
}
