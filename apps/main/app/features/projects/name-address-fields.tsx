import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { TextField } from '@donut/ui';
import { WEBSITE_ADDRESS_MIN_LENGTH } from '@donut/validation';
import { proposeAddress, type ProjectFormValues } from './project-form-values';
import { visibleError } from '../../forms/schema-form';

/** The name and the website address, which follows the name until the owner types one (spec §5 rules). */
export function NameAddressFields() {
  const intl = useIntl();
  const form = useFormikContext<ProjectFormValues>();

  function handleNameChange(event: ChangeEvent<HTMLInputElement>) {
    const name = event.target.value;
    const domain = form.values.isDomainEdited ? form.values.domain : proposeAddress(name);
    void form.setValues({ ...form.values, name, domain });
  }

  function handleDomainChange(event: ChangeEvent<HTMLInputElement>) {
    const domain = event.target.value;
    // Clearing the address hands it back to the name: an empty address is never what the owner wants.
    void form.setValues({ ...form.values, domain, isDomainEdited: domain !== '' });
  }

  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'main.projects.create.name' })}
        {...form.getFieldProps<string>('name')}
        onChange={handleNameChange}
        autoComplete="organization"
        required
        error={visibleError(form, 'name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'main.projects.create.domain' })}
        {...form.getFieldProps<string>('domain')}
        onChange={handleDomainChange}
        autoComplete="off"
        required
        hint={intl.formatMessage(
          { id: 'main.projects.create.domain-hint' },
          { min: WEBSITE_ADDRESS_MIN_LENGTH },
        )}
        error={visibleError(form, 'domain')}
      />
    </>
  );
}
