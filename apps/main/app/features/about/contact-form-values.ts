import type { GetClientQuery } from '@donut/graphql';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  question: string;
}

export const CONTACT_FORM_FIELDS = ['name', 'email', 'phone', 'question'] as const;

/** What the cabinet already knows about the owner fills the form; the question is theirs to write. */
export function contactFormValues(client: GetClientQuery['client'] | null | undefined): ContactFormValues {
  return {
    name: [client?.name, client?.surname].filter(Boolean).join(' '),
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    question: '',
  };
}
