import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { GetClientDocument, MakeContactOrderDocument, readApiError, splitFieldErrors } from '@donut/graphql';
import { selectIsAuthenticated, toastShown, useAppDispatch, useAppSelector } from '@donut/store';
import { Button, FormError, TextAreaField, TextField } from '@donut/ui';
import { contactOrderSchema } from '@donut/validation';
import { castValues, useSchemaValidate, visibleError } from '../../forms/schema-form';
import { CONTACT_FORM_FIELDS, contactFormValues, type ContactFormValues } from './contact-form-values';
import './about.css';

/** The contact form (spec §3 contact order): a question to support with MakeContactOrder. */
export function ContactForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // A visitor on the public contacts page has no account to fill the form from (and asking would only fail).
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const { data } = useQuery(GetClientDocument, { skip: !isSignedIn });
  const [makeContactOrder] = useMutation(MakeContactOrderDocument);
  const validate = useSchemaValidate<ContactFormValues>(contactOrderSchema);
  const [formError, setFormError] = useState<string | null>(null);

  async function handleSubmit(values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) {
    setFormError(null);
    const order = castValues(contactOrderSchema, values);
    if (!order) return;
    try {
      await makeContactOrder({ variables: order });
      dispatch(toastShown({ message: { id: 'main.about.contacts.form.sent' }, type: 'success' }));
      // The contact data stays for the next question; the sent question goes.
      helpers.resetForm({ values: { ...order, question: '' } });
    } catch (error) {
      const fallback = intl.formatMessage({ id: 'main.about.contacts.form.error' });
      const { fields, formError: text } = splitFieldErrors(
        readApiError(error),
        CONTACT_FORM_FIELDS,
        fallback,
      );
      helpers.setErrors(fields as FormikErrors<ContactFormValues>);
      setFormError(text);
    }
  }

  return (
    <section className="about__form" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">
        <FormattedMessage id="main.about.contacts.form.title" />
      </h2>
      <p>
        <FormattedMessage id="main.about.contacts.form.lead" />
      </p>
      <Formik initialValues={contactFormValues(data?.client)} validate={validate} onSubmit={handleSubmit}>
        {(form) => (
          <Form className="about__form-fields" noValidate>
            <TextField
              label={intl.formatMessage({ id: 'main.about.contacts.form.name' })}
              {...form.getFieldProps<string>('name')}
              autoComplete="name"
              required
              error={visibleError(form, 'name')}
            />
            <TextField
              label={intl.formatMessage({ id: 'main.about.contacts.form.email' })}
              {...form.getFieldProps<string>('email')}
              type="email"
              autoComplete="email"
              required
              error={visibleError(form, 'email')}
            />
            <TextField
              label={intl.formatMessage({ id: 'main.about.contacts.form.phone' })}
              {...form.getFieldProps<string>('phone')}
              type="tel"
              autoComplete="tel"
              required
              error={visibleError(form, 'phone')}
            />
            <TextAreaField
              label={intl.formatMessage({ id: 'main.about.contacts.form.question' })}
              {...form.getFieldProps<string>('question')}
              required
              error={visibleError(form, 'question')}
            />
            <FormError>{formError}</FormError>
            <Button type="submit" isLoading={form.isSubmitting}>
              <FormattedMessage id="main.about.contacts.form.submit" />
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
