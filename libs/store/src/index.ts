export * from './store';
export * from './session.slice';
export * from './modals.slice';
export * from './menu.slice';
export * from './toasts.slice';
