/** A tab opened during the click (browsers block windows opened later), pointed at its address once it is known. */
export interface PendingWindow {
  /** False when the tab was closed meanwhile: the caller shows the link instead. */
  navigate(url: string): boolean;
  close(): void;
}

/**
 * Opens an empty tab synchronously, inside the click's user activation; null when a popup blocker
 * refused it. The tab cannot reach back into the cabinet (no opener).
 */
export function openPendingWindow(): PendingWindow | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  return {
    navigate(url) {
      if (tab.closed) return false;
      tab.location.href = url;
      return true;
    },
    close() {
      if (!tab.closed) tab.close();
    },
  };
}
