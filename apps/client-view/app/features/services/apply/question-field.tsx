import { useIntl } from 'react-intl';
import { SelectField, TextAreaField } from '@donut/ui';
import type { PublicApplicationForm } from '../load-services';

type FormField = PublicApplicationForm['fields'][number];

export interface QuestionFieldProps {
  field: FormField;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * The owner's own question, worded in the reader's language by the API: free text, one of the options (their
 * values are the main language's, their labels the reader's), or yes/no.
 */
export function QuestionField({ field, value, onChange, onBlur, error }: QuestionFieldProps) {
  const intl = useIntl();
  const label = field.required
    ? field.label
    : `${field.label} ${intl.formatMessage({ id: 'cv.apply.optional' })}`;
  if (field.kind === 'text')
    return (
      <TextAreaField
        label={label}
        name={field.id}
        value={value}
        rows={2}
        required={field.required}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
      />
    );
  const options =
    field.kind === 'choice'
      ? field.options.map((option, index) => ({ value: option, label: field.option_labels[index] ?? option }))
      : [
          { value: 'true', label: intl.formatMessage({ id: 'cv.apply.yes' }) },
          { value: 'false', label: intl.formatMessage({ id: 'cv.apply.no' }) },
        ];
  return (
    <SelectField
      label={label}
      name={field.id}
      value={value}
      options={options}
      emptyLabel={intl.formatMessage({ id: 'cv.apply.choose' })}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}
