import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { menuSlice } from './menu.slice';
import { modalsSlice } from './modals.slice';
import { sessionSlice } from './session.slice';
import { toastsSlice } from './toasts.slice';

const rootReducer = combineSlices(sessionSlice, modalsSlice, menuSlice, toastsSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per request on the server, one per page in the browser. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
