/** The About section of the cabinet: its pages, in menu order, and their links. */
export const ABOUT_PAGES = ['contacts', 'questions', 'rates'] as const;

export type AboutPage = (typeof ABOUT_PAGES)[number];

/** /{locale}/client/about, or one of its pages. */
export function aboutPath(locale: string, page?: AboutPage): string {
  return page ? `/${locale}/client/about/${page}` : `/${locale}/client/about`;
}
