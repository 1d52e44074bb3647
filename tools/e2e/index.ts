export * from './raw-request';
export * from './playwright-preset';
export * from './outbox';
export * from './api-client';
