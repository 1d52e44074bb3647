export * from './routes';
export * from './route-config';
export { routeHref, routeMatchPattern, routePath, withLocale, type HrefOptions } from './href';
export * from './locale-path';
export * from './config';
export * from './link-builder';
export * from './admin-redirect';
