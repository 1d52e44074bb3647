import { appRoutes } from '@donut/link-builder';

/** A page of the cabinet layout: any locale, then the cabinet's path (spec §2), and what follows it. */
const CABINET_PATH = new RegExp(`^/[a-z]{2}${appRoutes.main.client}(?:/(.*))?$`);

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
