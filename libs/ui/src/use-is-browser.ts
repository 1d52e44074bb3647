import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards (and at once on a client-side navigation): what only the
 * browser has (a portal's `document.body`, the viewer's clock, a control that needs the scripts) is rendered after
 * hydration, so the server HTML and the first client render agree.
 * @example
 * const isBrowser = useIsBrowser();
 * return <Button onClick={connect} disabled={!isBrowser}>Connect</Button>; // inert in the server HTML, live once hydrated
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
