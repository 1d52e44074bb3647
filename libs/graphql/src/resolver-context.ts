/**
 * What every resolver receives besides its arguments. The API extends it with its services;
 * the contract only fixes what the schema's behaviour depends on.
 */
export interface ResolverContext {
  /** Language of the answer, from the X-Language header (ru, en or ka). */
  locale: 'ru' | 'en' | 'ka';
  /** IANA zone from the X-Timezone header, when valid. */
  timezone: string | null;
}
