import { toImage } from '../files/store-image';
import { toWorkingDayView } from '../project-content/working-day-view';
import type { ProjectRow } from '../projects/projects.service';
import type { Site, SiteAddressRow } from './site.service';

type UploadUrl = (key: string) => string;

const toAddress = (address: SiteAddressRow) => ({
  id: address.id,
  title: address.title,
  address: address.address,
  point: { lat: address.lat, lng: address.lng },
  hours: address.hours.map(toWorkingDayView),
});

/** SiteSettings as the contract says: texts of the enabled languages only, in the order of `languages`. */
export function toSiteSettings(site: Site, uploadUrl: UploadUrl) {
  return {
    project_id: site.projectId,
    is_published: site.isPublished,
    brand_color: site.brandColor,
    logo: toImage(site.logo, uploadUrl),
    cover: toImage(site.cover, uploadUrl),
    languages: site.languages,
    default_language: site.defaultLanguage,
    texts: site.languages.map((language) => ({
      language,
      headline: site.texts[language]?.headline ?? null,
      about: site.texts[language]?.about ?? null,
    })),
    contacts: site.contacts,
    addresses: site.addresses.map(toAddress),
  };
}

/**
 * What a visitor of a published site sees: the project's public face, nothing about its owner. The texts are
 * in the language asked for when the site speaks it, else in the site's default language.
 */
export function toPublicSite(project: ProjectRow, site: Site, language: string | null, uploadUrl: UploadUrl) {
  const shown = language && site.languages.includes(language) ? language : site.defaultLanguage;
  const gallery = project.imageGalleries.map((image) => toImage(image, uploadUrl));
  return {
    name: project.name,
    language: shown,
    languages: site.languages,
    default_language: site.defaultLanguage,
    brand_color: site.brandColor,
    logo: toImage(site.logo, uploadUrl),
    cover: toImage(site.cover ?? project.imageMain, uploadUrl),
    headline: site.texts[shown]?.headline ?? null,
    about: site.texts[shown]?.about ?? null,
    gallery: gallery.filter((image) => image !== null),
    contacts: site.contacts,
    addresses: site.addresses.map(toAddress),
    sections: project.menu.filter((item) => item.is_visible).map((item) => item.key),
  };
}
