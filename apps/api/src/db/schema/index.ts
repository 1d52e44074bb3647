export * from './localized-text';
export * from './reference';
export * from './rates';
export * from './owners';
export * from './projects';
export * from './notifications';
