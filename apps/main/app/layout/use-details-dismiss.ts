import { useEffect, useRef } from 'react';

/**
 * A `<details>` used as a menu closes like one: on Escape (focus back on its summary) and on a click outside.
 * Without JavaScript it still opens and closes by its summary.
 */
export function useDetailsDismiss<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    function handlePointerDown(event: PointerEvent) {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    }
    function handleKeyDown(event: KeyboardEvent) {
      const details = ref.current;
      if (event.key !== 'Escape' || !details?.open || !details.contains(document.activeElement)) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    }
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, []);
  return ref;
}
