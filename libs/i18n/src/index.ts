export * from './locales';
export * from './resolve-locale';
export * from './messages';
export * from './request-locale';
export * from './country';
export * from './catalog-store';
export * from './latin-words';
