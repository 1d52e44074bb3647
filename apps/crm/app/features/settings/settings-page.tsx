import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SaveMenuDocument, SaveProjectDocument } from '@donut/graphql';
import { Button, CheckboxField, FormError, TextField } from '@donut/ui';
import type { CrmProject } from '../project/load-project';
import { menuFromSections, sectionsFromMenu } from './sections';

interface SettingsValues {
  name: string;
  description: string;
  products: boolean;
  services: boolean;
}

/** The project settings of the CRM: name, description and which sections the project shows. */
export function SettingsPage({ project }: { project: CrmProject }) {
  const intl = useIntl();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const [saveProject] = useMutation(SaveProjectDocument);
  const [saveMenu] = useMutation(SaveMenuDocument);
  const formik = useFormik<SettingsValues>({
    initialValues: { name: project.name, description: project.description ?? '', ...sectionsFromMenu(project.menu) },
    validate: (values) => (values.name.trim() ? {} : { name: intl.formatMessage({ id: 'validation.required' }) }),
    onSubmit: async (values) => {
      setStatus(null);
      try {
        await saveProject({ variables: { id: project.id, name: values.name.trim(), description: values.description.trim() || null } });
        await saveMenu({ variables: { project_id: project.id, menu: menuFromSections(values) } });
        setStatus('saved');
      } catch {
        setStatus('failed');
      }
    },
  });

  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading">
        <FormattedMessage id="crm.settings.title" />
      </h1>
      <form className="donut-form" onSubmit={formik.handleSubmit} noValidate>
        <TextField label={<FormattedMessage id="crm.settings.name" />} {...formik.getFieldProps('name')} error={formik.touched.name ? formik.errors.name : undefined} required />
        <TextField label={<FormattedMessage id="crm.settings.description" />} {...formik.getFieldProps('description')} />
        <fieldset>
          <legend>
            <FormattedMessage id="crm.settings.sections" />
          </legend>
          <CheckboxField label={<FormattedMessage id="crm.settings.products" />} name="products" checked={formik.values.products} onChange={formik.handleChange} />
          <CheckboxField label={<FormattedMessage id="crm.settings.services" />} name="services" checked={formik.values.services} onChange={formik.handleChange} />
        </fieldset>
        {status === 'failed' ? (
          <FormError>
            <FormattedMessage id="crm.settings.failed" />
          </FormError>
        ) : null}
        <Button type="submit" variant="primary" isLoading={formik.isSubmitting}>
          <FormattedMessage id="crm.settings.save" />
        </Button>
        <p role="status">{status === 'saved' ? <FormattedMessage id="crm.settings.saved" /> : null}</p>
      </form>
    </section>
  );
}
