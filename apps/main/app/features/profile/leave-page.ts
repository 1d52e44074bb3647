/**
 * A full page load to `path`. Its own module so tests can replace it: jsdom cannot navigate, and a
 * full load is the point here (nothing of the previous owner may stay in memory).
 */
export function leavePage(path: string) {
  window.location.assign(path);
}
