import { useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { clearBrowserApolloCaches, usePageLocale } from '@donut/app-shell';
import { MODAL_IDS } from '@donut/auth';
import { DeleteClientDocument, readApiError } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button, FormError, Modal, TextField } from '@donut/ui';
import { deleteAccountSchema } from '@donut/validation';
import { leavePage } from './leave-page';
import { useSchemaValidate, visibleError } from '../../forms/schema-form';

export interface DeleteAccountDialogProps {
  isOpen: boolean;
  /** Without a password there is nothing to confirm with: the dialog says to set one first. */
  needSetPassword: boolean;
  onClose: () => void;
}

interface DeleteValues {
  password: string;
}

/** The modal-delete-warning dialog: all data is lost permanently; the password confirms (DeleteClient). */
export function DeleteAccountDialog({ isOpen, needSetPassword, onClose }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = usePageLocale();
  const validate = useSchemaValidate<DeleteValues>(deleteAccountSchema);
  const [deleteClient] = useMutation(DeleteClientDocument);

  async function handleSubmit(values: DeleteValues, helpers: FormikHelpers<DeleteValues>) {
    helpers.setStatus(undefined);
    try {
      await deleteClient({ variables: { password: values.password } });
    } catch (error) {
      const { code, fields, message } = readApiError(error);
      if (code === 'WRONG_PASSWORD')
        helpers.setFieldError('password', intl.formatMessage({ id: 'main.profile.password.wrong' }));
      else
        helpers.setStatus(
          fields.password ?? message ?? intl.formatMessage({ id: 'main.profile.error.unknown' }),
        );
      return;
    }
    dispatch(toastShown({ message: { id: 'main.profile.delete.done' }, type: 'success' }));
    // Nothing of the deleted owner may stay cached, then a full load shows the home page to a visitor.
    await clearBrowserApolloCaches();
    leavePage(routeHref('main', 'home', {}, { locale }));
  }

  return (
    <Modal
      id={MODAL_IDS.deleteWarning}
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'main.profile.delete.dialog-title' })}
      onClose={onClose}
    >
      <p className="profile-delete__warning">
        <FormattedMessage id="main.profile.delete.warning" />
      </p>
      {needSetPassword ? (
        <>
          <p>
            <FormattedMessage id="main.profile.delete.needs-password" />
          </p>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="main.profile.delete.cancel" />
          </Button>
        </>
      ) : (
        <Formik initialValues={{ password: '' }} validate={validate} onSubmit={handleSubmit}>
          {(form) => (
            <Form className="profile-form" noValidate>
              <TextField
                label={intl.formatMessage({ id: 'main.profile.delete.password' })}
                {...form.getFieldProps<string>('password')}
                type="password"
                autoComplete="current-password"
                required
                error={visibleError(form, 'password')}
              />
              <FormError>{typeof form.status === 'string' ? form.status : null}</FormError>
              <div className="profile-delete__actions">
                <Button variant="secondary" onClick={onClose}>
                  <FormattedMessage id="main.profile.delete.cancel" />
                </Button>
                <Button type="submit" variant="danger" isLoading={form.isSubmitting}>
                  <FormattedMessage id="main.profile.delete.confirm" />
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
