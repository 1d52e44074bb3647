/*
 * `@donut/ui/page`: the design system's pieces every page of an app carries (the frame, the error screen, the
 * navigation's progress bar, the texts' loaders). The index re-exports them too.
 *
 * An entry of its own because Rolldown puts every module the index re-exports into the chunk that holds the index:
 * a page whose first load reached the index would carry the forms, fields and dialogs of lazily loaded pages (ADR
 * 0031). Code on every page imports from here; code of a lazily loaded page may use the index.
 */
export { PageShell, type PageShellProps } from './page-shell';
export { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher';
export { ErrorScreen, errorScreenStatus, type ErrorScreenProps, type ErrorStatus } from './error-screen';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { uiMessageLoaders } from './messages';
