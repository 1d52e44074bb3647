/**
 * Leaves the single-page app for a full page load. After sign-in the cabinet must be rendered by
 * the server with the new session cookie, not by a client transition that still holds visitor data.
 * Its own module so tests can observe the target without jsdom's unimplemented navigation.
 */
export function navigateFully(url: string): void {
  window.location.assign(url);
}
