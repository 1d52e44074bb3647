// The values of the public site's page params; the paths themselves are in the link table of @donut/link-builder.

/** Spec §2 feature pages, in the order the site lists them: what a visitor sees first, then the back office. */
export const FEATURE_SLUGS = [
  'website',
  'online-record',
  'shop',
  'services-with-applications',
  'crm',
  'chats',
  'bot',
  'client-cabinet',
] as const;

export type FeatureSlug = (typeof FEATURE_SLUGS)[number];

/** Spec §2 legal pages under about/. */
export const LEGAL_DOCUMENTS = ['user-agreement', 'license-agreement', 'privacy-policy', 'cookie'] as const;

export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export const isFeatureSlug = (value: string | undefined): value is FeatureSlug =>
  FEATURE_SLUGS.includes(value as FeatureSlug);

export const isLegalDocument = (value: string | undefined): value is LegalDocument =>
  LEGAL_DOCUMENTS.includes(value as LegalDocument);
