import type { CustomerFieldsFragment, CustomerInput } from '@donut/graphql';
import { isLocale, type Locale } from '@donut/i18n';
import { customerSchema, validateWith, type MessageDescriptor } from '@donut/validation';

/** The customer form's values as typed: the discount stays text until it is sent. */
export interface CustomerFormValues {
  name: string;
  phone: string;
  email: string;
  language: string;
  discount_percent: string;
  tags: string[];
}

/** The fields of CustomerInput the form shows, by which the API's field errors are put under their fields. */
export const CUSTOMER_FORM_FIELDS = [
  'name',
  'phone',
  'email',
  'language',
  'discount_percent',
  'tags',
] as const;
export type CustomerFormField = (typeof CUSTOMER_FORM_FIELDS)[number];

/** A new customer: nothing but the language, the project's (or the CRM's own when the project has none). */
export function emptyCustomerValues(projectLocale: string | null, fallback: Locale): CustomerFormValues {
  return {
    name: '',
    phone: '',
    email: '',
    language: isLocale(projectLocale) ? projectLocale : fallback,
    discount_percent: '0',
    tags: [],
  };
}

export function customerFormValues(customer: CustomerFieldsFragment): CustomerFormValues {
  return {
    name: customer.name ?? '',
    phone: customer.phone ?? '',
    email: customer.email ?? '',
    language: customer.language,
    discount_percent: String(customer.discount_percent),
    tags: [...customer.tags],
  };
}

const orNull = (value: string) => value.trim() || null;

/** CreateCustomer's and UpdateCustomer's input; an empty discount is none, anything else is checked as typed. */
export function toCustomerInput(values: CustomerFormValues): CustomerInput {
  const discount = values.discount_percent.trim().replace(',', '.');
  return {
    name: orNull(values.name),
    phone: orNull(values.phone),
    email: orNull(values.email),
    language: values.language,
    discount_percent: discount === '' ? 0 : Number(discount),
    tags: values.tags,
  };
}

/** The input of a saved customer with other tags, for the card's chips, which save at once. */
export const withTags = (customer: CustomerFieldsFragment, tags: string[]): CustomerInput => ({
  ...toCustomerInput(customerFormValues(customer)),
  tags,
});

/**
 * The shared rules (the API's own, `customerSchema`) on the form: the first error of each field by its name, a tag's
 * error under the tags, and '' for the form as a whole (neither a name, a phone nor an e-mail).
 */
export function validateCustomer(values: CustomerFormValues): Record<string, MessageDescriptor> {
  const result = validateWith(customerSchema, toCustomerInput(values));
  if (result.ok) return {};
  const errors: Record<string, MessageDescriptor> = {};
  for (const [path, descriptor] of Object.entries(result.errors)) {
    const field = path.startsWith('tags[') ? 'tags' : path;
    errors[field] ??= descriptor;
  }
  return errors;
}
