import type { Db } from '../../db/database';
import { findProjectByDomain, type ProjectRow } from '../projects/projects.service';
import { loadSite, type Site } from '../site/site.service';

export interface PublicServicesSite {
  project: ProjectRow;
  site: Site;
  /** The language texts are shown in: the one asked for when the site speaks it, else the site's default. */
  language: string;
}

/** A section of the owner's menu (SaveMenu keys) that has public pages: the services, the shop's products. */
export type PublicSection = 'services' | 'products';

/**
 * The published site of `domain` whose `section` the owner shows (SaveMenu), as `public_site` decides
 * "published"; null otherwise, so an unknown, unpublished or section-less site answers alike.
 */
export async function publicSectionSite(
  db: Db,
  domain: string,
  language: string | null | undefined,
  section: PublicSection,
): Promise<PublicServicesSite | null> {
  const project = await findProjectByDomain(db, domain);
  if (!project) return null;
  if (!project.menu.some((item) => item.key === section && item.is_visible)) return null;
  const site = await loadSite(db, project);
  if (!site.isPublished) return null;
  const shown = language && site.languages.includes(language) ? language : site.defaultLanguage;
  return { project, site, language: shown };
}

/** The published site of `domain` when it shows its services section. */
export const publicServicesSite = (db: Db, domain: string, language: string | null | undefined) =>
  publicSectionSite(db, domain, language, 'services');
