export * from './cookie-names';
export * from './token-data';
export * from './renewal-policy';
export * from './auth-cookies';
export * from './login-redirect';
export * from './telegram-init-data';
export * from './route-guards';
