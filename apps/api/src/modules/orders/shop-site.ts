import type { Db } from '../../db/database';
import { publicSectionSite, type PublicServicesSite } from '../applications/public-site';

export type PublicShopSite = PublicServicesSite;

/** The published site of `domain` when it shows its shop (its products section), as the storefront decides it. */
export const publicShopSite = (db: Db, domain: string, language: string | null | undefined) =>
  publicSectionSite(db, domain, language, 'products');
