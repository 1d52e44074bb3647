interface SavedPage {
  overflow: string;
  paddingRight: string;
  scrollX: number;
  scrollY: number;
}

// Module state, so two modals open at once share one lock: the first saves the page, the last restores it.
let holders = 0;
let saved: SavedPage | null = null;

/** Spec §4: an open modal blocks page scroll; closing restores the scroll position. Returns the release. */
export function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  if (holders === 0) {
    saved = {
      overflow: body.style.overflow,
      paddingRight: body.style.paddingRight,
      scrollX: window.scrollX,
      scrollY: window.scrollY,
    };
    // Hiding the scrollbar would widen the page and shift it sideways; pad by the scrollbar's width instead.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    if (scrollbarWidth > 0) {
      const padding = parseFloat(window.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbarWidth}px`;
    }
    body.style.overflow = 'hidden';
  }
  holders += 1;

  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !saved) return;
    const page = saved;
    saved = null;
    body.style.overflow = page.overflow;
    body.style.paddingRight = page.paddingRight;
    // Some browsers (iOS Safari) scroll the page under the overlay anyway; put it back where the user left it.
    if (window.scrollX !== page.scrollX || window.scrollY !== page.scrollY) {
      window.scrollTo(page.scrollX, page.scrollY);
    }
  };
}
