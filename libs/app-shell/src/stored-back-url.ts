import { safeRedirectPath } from '@donut/auth';

/**
 * sessionStorage key of the stored back-url (spec §2): a path in this app that the client projects list goes
 * back to. Per tab, so it lives as long as the Telegram container's web view; a page that sends the owner to
 * the projects list from elsewhere stores it, Back on the projects list uses it up.
 */
export const STORED_BACK_URL_KEY = 'donut-back-url';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Stores `path` for the projects list's Back; anything but a path of this site is refused (open redirect). */
export function storeBackUrl(path: string): boolean {
  const safe = safeRedirectPath(path);
  if (!safe) return false;
  try {
    storage()?.setItem(STORED_BACK_URL_KEY, safe);
    return true;
  } catch {
    return false;
  }
}

/** The stored back-url, if it is still a safe path (the storage is writable by any script of the origin). */
export function readStoredBackUrl(): string | null {
  try {
    return safeRedirectPath(storage()?.getItem(STORED_BACK_URL_KEY));
  } catch {
    return null;
  }
}

export function clearStoredBackUrl(): void {
  try {
    storage()?.removeItem(STORED_BACK_URL_KEY);
  } catch {
    // Nothing stored that could be read back either.
  }
}
