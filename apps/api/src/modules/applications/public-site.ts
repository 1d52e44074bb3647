import type { Db } from '../../db/database';
import { findProjectByDomain, type ProjectRow } from '../projects/projects.service';
import { loadSite, type Site } from '../site/site.service';

export interface PublicServicesSite {
  project: ProjectRow;
  site: Site;
  /** The language texts are shown in: the one asked for when the site speaks it, else the site's default. */
  language: string;
}

/**
 * The published site of `domain` whose services section the owner shows (SaveMenu), as `public_site` decides
 * "published"; null otherwise, so an unknown, unpublished or service-less site answers alike.
 */
export async function publicServicesSite(
  db: Db,
  domain: string,
  language: string | null | undefined,
): Promise<PublicServicesSite | null> {
  const project = await findProjectByDomain(db, domain);
  if (!project) return null;
  if (!project.menu.some((item) => item.key === 'services' && item.is_visible)) return null;
  const site = await loadSite(db, project);
  if (!site.isPublished) return null;
  const shown = language && site.languages.includes(language) ? language : site.defaultLanguage;
  return { project, site, language: shown };
}
