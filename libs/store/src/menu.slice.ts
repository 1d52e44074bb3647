import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The menus of spec §4: the owner's cabinet menu and the site's main menu. */
export type MenuId = 'cabinet' | 'main';

export interface MenuState {
  /** The menu open as a drawer on a narrow screen; null when none is. On desktop the menus are not drawers. */
  open: MenuId | null;
}

const initialState: MenuState = { open: null };

/** In the store rather than in a component, so the back behaviour (spec §2) can close the menu before leaving. */
export const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    opened: (state, action: PayloadAction<MenuId>) => {
      state.open = action.payload;
    },
    closed: (state) => {
      state.open = null;
    },
  },
  selectors: {
    selectOpenMenu: (state) => state.open,
  },
});

export const { opened: menuOpened, closed: menuClosed } = menuSlice.actions;
export const { selectOpenMenu } = menuSlice.selectors;
