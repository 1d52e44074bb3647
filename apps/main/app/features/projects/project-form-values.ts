import type { MenuElementInput, SaveProjectMutationVariables } from '@donut/graphql';
import {
  PROJECT_SECTIONS,
  projectSchema,
  suggestWebsiteAddress,
  validateWith,
  type ProjectSection,
} from '@donut/validation';

/** The create form (spec §3): the schema's field names, so its errors land on the right fields. */
export interface ProjectFormValues {
  name: string;
  domain: string;
  /** Set once the owner types an address: from then on the name no longer proposes one. */
  isDomainEdited: boolean;
  currency_id: string;
  direction_id: string;
  /** Shows the products and orders sections. */
  products: boolean;
  /** Shows the services and applications sections. */
  services: boolean;
}

/** Both toggles on: a new project shows every section until the owner hides some. */
export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  domain: '',
  isDomainEdited: false,
  currency_id: '',
  direction_id: '',
  products: true,
  services: true,
};

/** The fields the form shows; an API complaint about any other goes above the buttons. */
export const PROJECT_FORM_FIELDS = ['name', 'domain', 'currency_id', 'direction_id'] as const;

/** The address proposed for a name; nothing for an empty name (the padding alone would mean nothing). */
export const proposeAddress = (name: string) => (name.trim() ? suggestWebsiteAddress(name) : '');

/** Which toggle each SaveMenu section follows. */
const TOGGLE_OF: Record<ProjectSection, 'products' | 'services'> = {
  products: 'products',
  orders: 'products',
  services: 'services',
  applications: 'services',
};

/** SaveMenu's menu: the four sections, each shown or hidden by its toggle. */
export function toMenu(values: ProjectFormValues): MenuElementInput[] {
  return PROJECT_SECTIONS.map((key) => ({ key, is_visible: values[TOGGLE_OF[key]] }));
}

/**
 * SaveProject's variables: the values as the schema casts them (trimmed), an unchosen reference as
 * null. The project's language starts as the one its owner works in.
 */
export function toSaveProjectVariables(
  values: ProjectFormValues,
  locale: string,
): SaveProjectMutationVariables {
  const result = validateWith(projectSchema, {
    name: values.name,
    domain: values.domain,
    currency_id: values.currency_id || null,
    direction_id: values.direction_id || null,
    locale,
  });
  // Formik ran the same schema before submitting, so this only guards against a caller that did not.
  if (!result.ok) throw new Error(`Invalid project values: ${Object.keys(result.errors).join(', ')}`);
  const { name, domain, currency_id, direction_id } = result.value;
  return { name, domain, currency_id: currency_id ?? null, direction_id: direction_id ?? null, locale };
}
