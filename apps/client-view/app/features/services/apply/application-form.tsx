import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { useIntl } from 'react-intl';
// Its own entry: the library's index is in the chunk every page loads (ADR 0031).
import { useMainButton } from '@donut/app-shell/main-button';
import { GetCustomerMeDocument } from '@donut/graphql';
import { selectIsAuthenticated, useAppSelector } from '@donut/store';
import { Button, FormError, TextAreaField, TextField } from '@donut/ui';
import {
  applicationSchema,
  validateWith,
  validationMessages,
  type ApplicationAnswers,
} from '@donut/validation';
import { customerOperation } from '../../../shared/customer-session/customer-session';
import type { PublicApplicationForm } from '../load-services';
import { AddressField } from './address-field';
import {
  applicationValues,
  prefilled,
  schemaForm,
  toAnswers,
  toSubmission,
  type ApplicationValues,
} from './application-values';
import { FilesField } from './files-field';
import { QuestionField } from './question-field';
import {
  newIdempotencyKey,
  reloadForm,
  submitApplication,
  type ApplicationReceipt,
} from './submit-application';

export interface ApplicationFormProps {
  serviceId: string;
  form: PublicApplicationForm;
  onSent: (receipt: ApplicationReceipt) => void;
}

/** The client's calendar day: the API checks the desired date against the business's own again. */
function today(): string {
  const now = new Date();
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An error path of the schema or the API (`address.text`, `input.phone`) → the field showing it. */
const fieldOf = (path: string) => path.replace(/^(input|answers)\./, '').split(/[.[]/)[0];

/**
 * The application form of a service, built from the owner's definition: name and phone always, then the fields
 * the owner chose. It runs the API's own schema (`applicationSchema`) as the client types and on send (errors
 * show once a field was left or a send tried), shows the API's refusals under their fields, and, when the owner
 * changed the form meanwhile (`validation.formChanged`), loads the new one keeping the answers that still fit.
 * In the Mini App, Telegram's main button sends it.
 */
export function ApplicationForm({ serviceId, form: initialForm, onSent }: ApplicationFormProps) {
  const intl = useIntl();
  const [form, setForm] = useState(initialForm);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  // One key per filled form: a retry of the same answers is the same application to the API.
  const idempotencyKey = useRef<string | null>(null);
  const schema = useMemo(() => applicationSchema(schemaForm(form), { today: today() }), [form]);

  const formik = useFormik<ApplicationValues>({
    initialValues: applicationValues(initialForm),
    // Checked as the client types too, so fixing a field clears its error at once: an error that went only on the
    // blur of a click on "Send" would move the button from under the pointer and lose the click.
    validate: (values) => {
      const result = validateWith(schema, toAnswers(form, values));
      if (result.ok) return {};
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(result.errors))
        errors[fieldOf(path)] ??= intl.formatMessage(message, message.values);
      return errors as FormikErrors<ApplicationValues>;
    },
    onSubmit: async (values, helpers) => {
      setFormError(null);
      setNotice(null);
      const checked = validateWith(schema, toAnswers(form, values));
      if (!checked.ok) return;
      const { input, files } = toSubmission(form, checked.value as ApplicationAnswers);
      idempotencyKey.current ??= newIdempotencyKey();
      const sent = await submitApplication({
        serviceId,
        formVersion: form.version,
        input,
        files,
        idempotencyKey: idempotencyKey.current,
      });
      if (sent.ok) {
        onSent(sent.data.submit_application);
        return;
      }
      const { fields, message } = sent.error;
      if ('form_version' in fields) {
        const fresh = await reloadForm(serviceId);
        if (fresh) {
          setForm(fresh);
          helpers.setValues(applicationValues(fresh, values), false);
          idempotencyKey.current = null;
        }
        setNotice(fields.form_version || intl.formatMessage(validationMessages.formChanged));
        return;
      }
      const own = Object.entries(fields).map(([path, text]) => [fieldOf(path), text] as const);
      const known = own.filter(([field]) => field in values);
      helpers.setErrors(Object.fromEntries(known) as FormikErrors<ApplicationValues>);
      helpers.setTouched(Object.fromEntries(known.map(([field]) => [field, true])), false);
      if (known.length === 0) setFormError(message ?? intl.formatMessage({ id: 'cv.apply.failed' }));
    },
  });

  // Other answers are another application: the next send gets a key of its own.
  const { values, dirty, resetForm, setValues } = formik;
  useEffect(() => {
    idempotencyKey.current = null;
  }, [values]);

  // A signed-in client's name, phone and e-mail come from their profile, where the fields are still empty.
  useEffect(() => {
    if (!isSignedIn) return;
    void customerOperation(GetCustomerMeDocument, {}).then((result) => {
      if (!result.ok) return;
      const profile = result.data.customer_me;
      if (dirty) void setValues((current) => prefilled(current, profile), false);
      else resetForm({ values: prefilled(applicationValues(form), profile) });
    });
    // Once per sign-in: the values it fills must not make it run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSignedIn]);

  const sendText = intl.formatMessage({ id: 'cv.apply.submit' });
  const isInTelegram = useMainButton({
    text: sendText,
    onClick: () => void formik.submitForm(),
    isProgress: formik.isSubmitting,
  });

  const errorOf = (field: string) =>
    formik.touched[field] || formik.submitCount > 0
      ? (formik.errors[field] as string | undefined)
      : undefined;
  const text = (field: 'name' | 'phone' | 'email' | 'people' | 'desired_date', messageId: string) => ({
    label: intl.formatMessage({ id: messageId }),
    ...formik.getFieldProps(field),
    error: errorOf(field),
  });
  // An error of no field shown (the whole answer, a field the form no longer has) still says why nothing was sent.
  const shown = new Set(['name', 'phone', ...form.fields.map((field) => field.id)]);
  const unshownError = (errors: Record<string, unknown>) =>
    Object.entries(errors).find(([field]) => !shown.has(field))?.[1] as string | undefined;
  const optional = (label: string, isRequired: boolean) =>
    isRequired ? label : `${label} ${intl.formatMessage({ id: 'cv.apply.optional' })}`;

  return (
    <form className="cv-apply" onSubmit={formik.handleSubmit} noValidate>
      <p role="status" className="cv-apply__notice">
        {notice}
      </p>
      <TextField {...text('name', 'cv.apply.name')} autoComplete="name" required />
      <TextField {...text('phone', 'cv.apply.phone')} type="tel" autoComplete="tel" required />
      {form.fields.map((field) => {
        const label = (messageId: string) => optional(intl.formatMessage({ id: messageId }), field.required);
        const setTouched = () => void formik.setFieldTouched(field.id, true);
        switch (field.kind) {
          case 'email':
            return (
              <TextField
                key={field.id}
                {...text('email', 'cv.apply.email')}
                label={label('cv.apply.email')}
                type="email"
                autoComplete="email"
                required={field.required}
              />
            );
          case 'comment':
            return (
              <TextAreaField
                key={field.id}
                label={label('cv.apply.comment')}
                {...formik.getFieldProps('comment')}
                rows={3}
                required={field.required}
                error={errorOf('comment')}
              />
            );
          case 'desired_date':
            return (
              <TextField
                key={field.id}
                {...text('desired_date', 'cv.apply.desired-date')}
                label={label('cv.apply.desired-date')}
                type="date"
                required={field.required}
              />
            );
          case 'people':
            return (
              <TextField
                key={field.id}
                {...text('people', 'cv.apply.people')}
                label={label('cv.apply.people')}
                type="number"
                inputMode="numeric"
                required={field.required}
              />
            );
          case 'address':
            return (
              <AddressField
                key={field.id}
                value={formik.values.address}
                onChange={(address) => void formik.setFieldValue('address', address)}
                onBlur={setTouched}
                isRequired={field.required}
                error={errorOf('address')}
              />
            );
          case 'files':
            return (
              <FilesField
                key={field.id}
                label={label('cv.apply.files')}
                files={formik.values.files}
                onChange={(files) => {
                  void formik.setFieldValue('files', files);
                  setTouched();
                }}
                error={errorOf('files')}
              />
            );
          default:
            return (
              <QuestionField
                key={field.id}
                field={field}
                value={String(formik.values[field.id] ?? '')}
                onChange={(value) => void formik.setFieldValue(field.id, value)}
                onBlur={setTouched}
                error={errorOf(field.id)}
              />
            );
        }
      })}
      <FormError>{formError ?? (formik.submitCount > 0 ? unshownError(formik.errors) : null)}</FormError>
      {isInTelegram ? null : (
        <Button type="submit" isLoading={formik.isSubmitting}>
          {sendText}
        </Button>
      )}
    </form>
  );
}
