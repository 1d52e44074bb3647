export * from './raw-request';
export * from './playwright-preset';
