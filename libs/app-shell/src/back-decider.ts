/**
 * The lists whose category Back clears first (spec §2), with or without a locale prefix: the online booking
 * services, the project site's services (client view, issue 16) and its shop (issue 15).
 */
const ONLINE_SERVICES_PATH = /^(?:\/[a-z]{2})?(?:(?:\/records\/online)?\/services|\/shop)\/?$/;

/** The query key of the services page's category filter (spec §2 query keys). */
export const CATEGORY_QUERY_KEY = 'category';

/** What the decider needs to know about the page when Back is pressed. */
export interface BackSituation {
  /** A modal is open (the store's current modal, or one opened through the `modal` query). */
  isModalOpen: boolean;
  /** A menu is open as a drawer. */
  isMenuOpen: boolean;
  pathname: string;
  search: string;
  /** The route's `handle.backUrl`, resolved; null when the route has none. */
  backUrl: string | null;
  /** How many in-app history entries lie behind the current one (0 on the first page of the visit). */
  historyDepth: number;
  /** The route's `handle.backUrlSafe`, resolved: where to go when there is no history. */
  backUrlSafe: string | null;
}

/** The one thing Back does. */
export type BackStep =
  | { kind: 'close-modal' }
  | { kind: 'close-menu' }
  /** Navigate to `to` (the same page without the category) and fire the reset-service-filters event. */
  | { kind: 'clear-category'; to: string }
  | { kind: 'history-back' }
  | { kind: 'navigate'; to: string };

/** The last resort of spec §2. */
export const BACK_FALLBACK_URL = '/';

/**
 * Spec §2 "Back behaviour", in order: close an open modal; else close the open menu; else on the online
 * services page with a category, clear the category; else go to the route's backUrl; else back in
 * history if any; else to backUrlSafe; else to /. Pure, so the order is tested as a table.
 */
export function decideBack(situation: BackSituation): BackStep {
  if (situation.isModalOpen) return { kind: 'close-modal' };
  if (situation.isMenuOpen) return { kind: 'close-menu' };
  const query = new URLSearchParams(situation.search);
  if (ONLINE_SERVICES_PATH.test(situation.pathname) && query.has(CATEGORY_QUERY_KEY)) {
    query.delete(CATEGORY_QUERY_KEY);
    const rest = query.toString();
    return { kind: 'clear-category', to: rest ? `${situation.pathname}?${rest}` : situation.pathname };
  }
  if (situation.backUrl) return { kind: 'navigate', to: situation.backUrl };
  if (situation.historyDepth > 0) return { kind: 'history-back' };
  return { kind: 'navigate', to: situation.backUrlSafe || BACK_FALLBACK_URL };
}
