export * from './error-screen';
export * from './language-switcher';
export * from './page-shell';
export * from './messages';
