/** The cabinet's pages under /{locale}/client (spec §2), built in one place for the menu and the header. */
export const cabinetPaths = {
  projects: (locale: string) => `/${locale}/client/projects`,
  connect: (locale: string) => `/${locale}/client/connect`,
  profile: (locale: string) => `/${locale}/client/profile`,
  about: (locale: string) => `/${locale}/client/about`,
};

const CABINET_PATH = /^\/[a-z]{2}\/client(?:\/(.*))?$/;

/** Whether `pathname` is a page of the cabinet layout. */
export function isCabinetPath(pathname: string): boolean {
  return CABINET_PATH.test(pathname);
}

/**
 * A page the cabinet menu leads to (or the cabinet's index), as opposed to one below it such as
 * /client/about/rates: only the pages below get the header's Back button on a narrow screen.
 */
export function isCabinetTopLevel(pathname: string): boolean {
  const rest = CABINET_PATH.exec(pathname)?.[1];
  if (rest === undefined) return true;
  return rest.split('/').filter(Boolean).length <= 1;
}
