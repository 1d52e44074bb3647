import type { Db } from '../../db/database';
import { findProjectByDomain, type ProjectRow } from '../projects/projects.service';
import { loadSite, type Site } from '../site/site.service';

export interface PublicShopSite {
  project: ProjectRow;
  site: Site;
  /** The language texts are shown in: the one asked for when the site speaks it, else the site's default. */
  language: string;
}

/**
 * The published site of `domain` whose products section the owner shows; null otherwise, so an unknown,
 * unpublished or shop-less site answers alike.
 */
export async function publicShopSite(
  db: Db,
  domain: string,
  language: string | null | undefined,
): Promise<PublicShopSite | null> {
  const project = await findProjectByDomain(db, domain);
  if (!project) return null;
  if (!project.menu.some((item) => item.key === 'products' && item.is_visible)) return null;
  const site = await loadSite(db, project);
  if (!site.isPublished) return null;
  const shown = language && site.languages.includes(language) ? language : site.defaultLanguage;
  return { project, site, language: shown };
}
