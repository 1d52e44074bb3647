import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until something may happen again (a new code), ticking once a second; `restart` starts it over.
 * @example const { secondsLeft, restart } = useCountdown(60); // resend allowed when secondsLeft is 0
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (secondsLeft === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);

  return { secondsLeft, restart };
}
