import { readApiError, splitFieldErrors } from '@donut/graphql';
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { MODAL_IDS } from '@donut/auth';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button, FormError, Modal } from '@donut/ui';
import { projectSchema } from '@donut/validation';
import { CreationProgress } from './creation-progress';
import { NameAddressFields } from './name-address-fields';
import { EMPTY_PROJECT_FORM, PROJECT_FORM_FIELDS, type ProjectFormValues } from './project-form-values';
import { ProjectOptionsFields } from './project-options-fields';
import { useCreateProject } from './use-create-project';
import { useSchemaValidate } from '../../forms/schema-form';

export interface CreateProjectModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The modal-project-create dialog (spec §2, §3). Mounted only while open, so each opening starts empty. */
export function CreateProjectModal({ isOpen, onClose }: CreateProjectModalProps) {
  return isOpen ? <CreateProjectDialog onClose={onClose} /> : null;
}

function CreateProjectDialog({ onClose }: Pick<CreateProjectModalProps, 'onClose'>) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const validate = useSchemaValidate<ProjectFormValues>(projectSchema);
  const { phase, createProject } = useCreateProject();
  const [formError, setFormError] = useState<string | null>(null);

  async function handleSubmit(values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) {
    setFormError(null);
    try {
      const { project, isMenuSaved } = await createProject(values);
      dispatch(
        toastShown({
          message: { id: 'main.projects.toast.created', values: { name: project.name } },
          type: 'success',
        }),
      );
      if (!isMenuSaved)
        dispatch(
          toastShown({ message: { id: 'main.projects.toast.menu-failed' }, type: 'error', duration: null }),
        );
      onClose();
    } catch (error) {
      const fallback = intl.formatMessage({ id: 'main.projects.error.unknown' });
      const { fields, formError: rest } = splitFieldErrors(
        readApiError(error),
        PROJECT_FORM_FIELDS,
        fallback,
      );
      helpers.setErrors(fields);
      setFormError(rest);
    }
  }

  return (
    <Formik initialValues={EMPTY_PROJECT_FORM} validate={validate} onSubmit={handleSubmit}>
      {(form) => (
        <Modal
          id={MODAL_IDS.projectCreate}
          isOpen
          title={intl.formatMessage({ id: 'main.projects.create.title' })}
          // Closing mid-way would hide a creation that goes on without the owner seeing how it ends.
          onClose={form.isSubmitting ? () => undefined : onClose}
        >
          <Form className="project-form" noValidate>
            <NameAddressFields />
            <ProjectOptionsFields />
            <FormError>{formError}</FormError>
            {/* Formik is submitting while it validates too: that is the "loading data" phase. */}
            <CreationProgress phase={form.isSubmitting ? (phase ?? 'loading') : null} />
            <div className="project-form__actions">
              <Button variant="secondary" onClick={onClose} disabled={form.isSubmitting}>
                <FormattedMessage id="main.projects.create.cancel" />
              </Button>
              <Button type="submit" disabled={form.isSubmitting}>
                <FormattedMessage id="main.projects.create.submit" />
              </Button>
            </div>
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
