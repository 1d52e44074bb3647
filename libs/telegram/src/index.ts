export * from './web-app';
export * from './mini-app-container';
export * from './back-button';
export * from './main-button';
export * from './contact-request';
export * from './theme';
