import { createSelector, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §9: default duration and how many toasts are visible at once. */
export const TOAST_DEFAULT_DURATION_MS = 3500;
export const TOASTS_VISIBLE = 3;

export interface Toast {
  id: string;
  /** A message id and its values, formatted at render (Redux holds no translated text). */
  message: { id: string; values?: Record<string, string | number> };
  type: 'info' | 'success' | 'error';
  /** Milliseconds; null stays until dismissed. */
  duration: number | null;
  isShow: boolean;
}

export interface ToastInput {
  message: Toast['message'];
  type?: Toast['type'];
  duration?: number | null;
  /** Skip when the same message is already shown. */
  unique?: boolean;
}

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    shown: {
      reducer: (state, action: PayloadAction<Toast & { unique: boolean }>) => {
        const { unique, ...toast } = action.payload;
        if (unique && state.some((t) => t.isShow && t.message.id === toast.message.id)) return;
        state.unshift(toast); // newest first
      },
      prepare: (input: ToastInput) => ({
        payload: {
          id: nanoid(),
          message: input.message,
          type: input.type ?? 'info',
          duration: input.duration === undefined ? TOAST_DEFAULT_DURATION_MS : input.duration,
          isShow: true,
          unique: input.unique ?? false,
        },
      }),
    },
    dismissed: (state, action: PayloadAction<string>) => state.filter((toast) => toast.id !== action.payload),
  },
  selectors: {
    // Memoized: the same array while the toasts do not change, so subscribers do not re-render.
    selectVisibleToasts: createSelector([(state: Toast[]) => state], (toasts) =>
      toasts.filter((toast) => toast.isShow).slice(0, TOASTS_VISIBLE),
    ),
  },
});

export const { shown: toastShown, dismissed: toastDismissed } = toastsSlice.actions;
export const { selectVisibleToasts } = toastsSlice.selectors;
