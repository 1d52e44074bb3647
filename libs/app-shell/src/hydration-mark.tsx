import { useEffect } from 'react';

/**
 * Marks the document `data-hydrated` once React has taken over the server HTML: browser tests wait
 * for it before typing, since what is typed into a server-rendered field before hydration is not in
 * the form's state.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
