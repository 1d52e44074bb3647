/* Test helpers of @donut/telegram, for tests only: never imported by an app. */
export { createFakeWebApp, type FakeWebAppOptions, type RecordedCall } from './fake-web-app';
