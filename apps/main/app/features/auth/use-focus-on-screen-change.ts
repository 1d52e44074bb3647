import { useEffect, useRef } from 'react';
import { MODAL_IDS } from '@donut/auth';

/**
 * The Modal moves focus in when it opens, but a switch of screens inside it unmounts the focused
 * link or button and focus would fall to the page behind. Give it to the new screen's first field
 * (or the dialog, which announces the new title).
 */
export function useFocusOnScreenChange(screen: string | null): void {
  const previous = useRef(screen);

  useEffect(() => {
    const hasSwitched = previous.current !== null && screen !== null && previous.current !== screen;
    previous.current = screen;
    if (!hasSwitched) return;
    const dialog = document.getElementById(MODAL_IDS.authLogin);
    const target = dialog?.querySelector<HTMLElement>('input:not([disabled])') ?? dialog;
    target?.focus({ preventScroll: true });
  }, [screen]);
}
