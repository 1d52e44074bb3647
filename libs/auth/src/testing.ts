/* Test helpers of @donut/auth, for tests only: never imported by an app. */
export { PUBLISHED_WITH_QUERY_ID, PUBLISHED_WITH_SIGNATURE } from './telegram-init-data.fixtures';
