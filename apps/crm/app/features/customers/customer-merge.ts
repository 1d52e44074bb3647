import type { CustomerFieldsFragment } from '@donut/graphql';
import { CUSTOMER_MAX_TAGS } from '@donut/validation';

/** What MergeCustomers leaves of two records, as the merge dialog shows it before the owner confirms. */
export interface MergePreview {
  name: string | null;
  phone: string | null;
  email: string | null;
  telegram: CustomerFieldsFragment['telegram'];
  language: string;
  discountPercent: number;
  tags: string[];
}

/**
 * The merge's outcome by the API's rules: the target keeps its own contact data and takes the source's where it has
 * none (Telegram included), the tags of both are joined (at most as many as a customer may carry), the larger
 * discount stays, and the language is the target's.
 */
export function mergePreview(target: CustomerFieldsFragment, source: CustomerFieldsFragment): MergePreview {
  return {
    name: target.name ?? source.name,
    phone: target.phone ?? source.phone,
    email: target.email ?? source.email,
    telegram: target.telegram ?? source.telegram,
    language: target.language,
    discountPercent: Math.max(target.discount_percent, source.discount_percent),
    tags: [...new Set([...target.tags, ...source.tags])].slice(0, CUSTOMER_MAX_TAGS),
  };
}
