import { useEffect, useRef, useState } from 'react';
import { copyText } from './copy-text';

/** Spec §9: how long "Link copied" stays after a copy. */
export const COPIED_FLAG_MS = 1500;

/** Copies a text to the clipboard and raises `isCopied` for {@link COPIED_FLAG_MS}. */
export function useCopyLink() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** False when the browser refused (no permission, or no clipboard outside a secure context). */
  async function copy(text: string): Promise<boolean> {
    if (!(await copyText(text))) return false;
    setIsCopied(true);
    // A second copy within the period starts the period again rather than ending it early.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), COPIED_FLAG_MS);
    return true;
  }

  return { isCopied, copy };
}
