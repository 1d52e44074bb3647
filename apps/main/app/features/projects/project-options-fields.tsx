import { useId } from 'react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField } from '@donut/ui';
import type { ProjectFormValues } from './project-form-values';
import { SelectField } from '@donut/ui';
import { useProjectReferences } from './use-project-references';
import { visibleError } from '../../forms/schema-form';

/** Currency, line of business and the two section toggles of the create form (spec §3). */
export function ProjectOptionsFields() {
  const intl = useIntl();
  const form = useFormikContext<ProjectFormValues>();
  const { currencies, directions } = useProjectReferences();
  const sectionsHintId = useId();
  const emptyLabel = intl.formatMessage({ id: 'main.projects.create.not-selected' });

  return (
    <>
      <SelectField
        label={intl.formatMessage({ id: 'main.projects.create.currency' })}
        {...form.getFieldProps<string>('currency_id')}
        options={currencies.options}
        isLoading={currencies.isLoading}
        emptyLabel={emptyLabel}
        error={visibleError(form, 'currency_id')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'main.projects.create.direction' })}
        {...form.getFieldProps<string>('direction_id')}
        options={directions.options}
        isLoading={directions.isLoading}
        emptyLabel={emptyLabel}
        error={visibleError(form, 'direction_id')}
      />
      <fieldset className="project-form__sections" aria-describedby={sectionsHintId}>
        <legend>
          <FormattedMessage id="main.projects.create.sections" />
        </legend>
        <p id={sectionsHintId}>
          <FormattedMessage id="main.projects.create.sections-hint" />
        </p>
        <CheckboxField
          label={intl.formatMessage({ id: 'main.projects.create.products' })}
          name="products"
          checked={form.values.products}
          onChange={form.handleChange}
        />
        <CheckboxField
          label={intl.formatMessage({ id: 'main.projects.create.services' })}
          name="services"
          checked={form.values.services}
          onChange={form.handleChange}
        />
      </fieldset>
    </>
  );
}
