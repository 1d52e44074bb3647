export * from './routes';
export * from './config';
export * from './link-builder';
export * from './admin-redirect';
