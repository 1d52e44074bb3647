import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Modal identifiers of spec §2. */
export type ModalId =
  | 'modal-auth-login'
  | 'modal-chat'
  | 'modal-delete-warning'
  | 'modal-filters'
  | 'modal-project-create'
  | 'modal-sort'
  | 'modal-update-warning';

export interface ModalsState {
  current: ModalId | null;
  /** DOM id of the button that opened the modal, to give focus back on close. */
  openerId: string | null;
  /** Serializable props per modal. */
  props: Partial<Record<ModalId, Record<string, string | number | boolean | null>>>;
}

const initialState: ModalsState = { current: null, openerId: null, props: {} };

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    opened: (
      state,
      action: PayloadAction<{
        id: ModalId;
        openerId?: string;
        props?: Record<string, string | number | boolean | null>;
      }>,
    ) => {
      state.current = action.payload.id;
      state.openerId = action.payload.openerId ?? null;
      if (action.payload.props) state.props[action.payload.id] = action.payload.props;
    },
    closed: (state) => {
      state.current = null;
      state.openerId = null;
    },
  },
  selectors: {
    selectCurrentModal: (state) => state.current,
    selectModalOpener: (state) => state.openerId,
  },
});

export const { opened: modalOpened, closed: modalClosed } = modalsSlice.actions;
export const { selectCurrentModal, selectModalOpener } = modalsSlice.selectors;
