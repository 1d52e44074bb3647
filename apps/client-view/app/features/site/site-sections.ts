import { appRoutes } from '@donut/link-builder';

type ClientViewPaths = (typeof appRoutes)['client-view'];

/** A client-view page a menu entry can open: one whose path takes no parameter. */
export type ClientViewRoute = {
  [Name in keyof ClientViewPaths]: ClientViewPaths[Name] extends `${string}:${string}` ? never : Name;
}[keyof ClientViewPaths];

/**
 * The client-view page of each section the owner can show (SaveMenu keys). A section gets a navigation entry only
 * once its page exists in the link table: the shop, services, booking, cabinet and chat add theirs in their issues.
 */
const SECTION_PAGES: Partial<Record<string, SectionPage>> = {
  products: { route: 'shop', message: { id: 'cv.shop.title' } },
  services: { route: 'services', message: { id: 'cv.services.title' } },
};

export interface SectionPage {
  route: ClientViewRoute;
  /** The entry's text, a message of this app's catalogs (defineMessages where the page is added). */
  message: { id: string };
}

/** The owner's visible sections that have a page, in menu order. */
export function sectionLinks(
  sections: readonly string[],
  pages: Partial<Record<string, SectionPage>> = SECTION_PAGES,
): Array<SectionPage & { key: string }> {
  return sections.flatMap((key) => {
    const page = pages[key];
    return page ? [{ key, ...page }] : [];
  });
}
