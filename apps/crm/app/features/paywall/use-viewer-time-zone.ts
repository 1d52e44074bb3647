import { useEffect, useState } from 'react';

/**
 * The time zone dates are written in: UTC while the server renders and the page hydrates (the server
 * does not know the viewer's zone, and both renders must agree), then the browser's own.
 */
export function useViewerTimeZone(): string {
  const [timeZone, setTimeZone] = useState('UTC');
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'), []);
  return timeZone;
}
