import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { validateWith, type MessageDescriptor } from '@donut/validation';

type Schema = Parameters<typeof validateWith>[0];

/** The first error of each field as message descriptors; empty when the values pass. */
export function schemaErrors(schema: Schema, values: unknown): Record<string, MessageDescriptor> {
  const result = validateWith(schema, values);
  return result.ok ? {} : result.errors;
}

/**
 * The values as the schema casts them (the e-mail trimmed, unknown keys dropped), for sending;
 * null when they do not pass, which Formik's own validation has already ruled out.
 */
export function castValues<T>(schema: Schema, values: T): T | null {
  const result = validateWith(schema, values);
  return result.ok ? (result.value as T) : null;
}

/**
 * Formik keeps errors as strings, the schemas give descriptors: translate them here, so fields
 * show the text in the page's locale and API field texts (already translated) fit the same slot.
 */
export function useFormatErrors() {
  const intl = useIntl();
  return useCallback(
    (errors: Record<string, MessageDescriptor>): Record<string, string> =>
      Object.fromEntries(Object.entries(errors).map(([field, descriptor]) => [field, intl.formatMessage(descriptor, descriptor.values)])),
    [intl],
  );
}
