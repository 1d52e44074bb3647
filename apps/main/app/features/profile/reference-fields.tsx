import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import type { BasicInfoValues } from './basic-info-values';
import { SelectField } from '@donut/ui';
import { useReferenceOptions } from './use-reference-options';
import { visibleError } from '../../forms/schema-form';

const FIELDS = [
  ['country_id', 'countries', 'main.profile.basic.country'],
  ['language_id', 'languages', 'main.profile.basic.language'],
  ['timezone', 'timezones', 'main.profile.basic.timezone'],
] as const;

/** Country, language and time zone of the basic info form, chosen from the API's lists. */
export function ReferenceFields() {
  const intl = useIntl();
  const form = useFormikContext<BasicInfoValues>();
  const lists = useReferenceOptions();
  const emptyLabel = intl.formatMessage({ id: 'main.profile.basic.not-selected' });

  return (
    <>
      {FIELDS.map(([field, list, labelId]) => (
        <SelectField
          key={field}
          label={intl.formatMessage({ id: labelId })}
          {...form.getFieldProps<string>(field)}
          options={lists[list].options}
          isLoading={lists[list].isLoading}
          emptyLabel={emptyLabel}
          error={visibleError(form, field)}
        />
      ))}
    </>
  );
}
