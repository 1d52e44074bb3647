import type { ApolloClient } from '@apollo/client';
import { notFound } from '@donut/app-shell';
import {
  readApiError,
  GetPublicServiceCatalogueDocument,
  GetPublicServiceDocument,
  type PublicApplicationFormFieldsFragment,
} from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { serviceCard, type ServiceCard } from './service-card';

/** Services one page of the list holds: a small business has fewer; a larger one gets "Show more" later. */
export const SERVICES_PAGE_SIZE = 100;

export interface ServiceCategory {
  id: string;
  name: string;
}

export interface ServicesPageData {
  categories: ServiceCategory[];
  /** The category the `category` query key chose (spec §2), when it is one of the site's. */
  categoryId: string | null;
  services: ServiceCard[];
}

export type PublicApplicationForm = PublicApplicationFormFieldsFragment;

export interface ServicePageData {
  service: ServiceCard;
  category: ServiceCategory | null;
  /** Null when the service takes no applications. */
  form: PublicApplicationForm | null;
}

/**
 * The site's visible services, of one category when the `category` query key names one of them. No catalogue
 * (the owner hides the services section) is the 404 screen.
 */
export async function loadServicesPage(
  apollo: ApolloClient,
  request: Request,
  domain: string,
  locale: Locale,
): Promise<ServicesPageData> {
  const asked = new URL(request.url).searchParams.get('category')?.slice(0, 64) || null;
  const query = (categoryId: string | null) =>
    apollo.query({
      query: GetPublicServiceCatalogueDocument,
      variables: { domain, language: locale, category_id: categoryId, limit: SERVICES_PAGE_SIZE, offset: 0 },
      fetchPolicy: 'no-cache',
    });
  // An id the API refuses (a mangled link) shows every service, as an unknown one does.
  let listed = asked;
  const { data } = await query(asked).catch(() => {
    listed = null;
    return query(null);
  });
  const catalogue = data?.public_service_catalogue;
  if (!catalogue) notFound(request);
  const currency = { code: catalogue.currency_code, minorDigits: catalogue.currency_minor_digits };
  const isKnown = listed !== null && catalogue.categories.some((category) => category.id === listed);
  // A stale link's category (hidden or deleted since) shows every service rather than an empty page.
  const list =
    listed !== null && !isKnown
      ? ((await query(null)).data?.public_service_catalogue?.services.list ?? [])
      : catalogue.services.list;
  return {
    categories: catalogue.categories,
    categoryId: isKnown ? listed : null,
    services: list.map((service) => serviceCard(service, currency, locale)),
  };
}

/** One visible service with its form; unknown, hidden or in a hidden category is the 404 screen. */
export async function loadServicePage(
  apollo: ApolloClient,
  request: Request,
  domain: string,
  locale: Locale,
  id: string,
): Promise<ServicePageData> {
  const { data } = await apollo
    .query({
      query: GetPublicServiceDocument,
      variables: { domain, language: locale, id: id.slice(0, 64) },
      fetchPolicy: 'no-cache',
    })
    .catch((error: unknown) => {
      // An address no service can have (a mangled link) is missing, like an unknown one.
      if (readApiError(error).code === 'BAD_USER_INPUT') return { data: null };
      throw error;
    });
  const service = data?.public_service;
  const catalogue = data?.public_service_catalogue;
  if (!service || !catalogue) notFound(request);
  const currency = { code: catalogue.currency_code, minorDigits: catalogue.currency_minor_digits };
  return {
    service: serviceCard(service, currency, locale),
    category: catalogue.categories.find((category) => category.id === service.category_id) ?? null,
    form: service.takes_applications ? (service.form ?? null) : null,
  };
}
