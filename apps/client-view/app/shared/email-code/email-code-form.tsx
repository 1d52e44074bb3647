import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuthCallResult } from '@donut/app-shell';
import { Button, FormError, TextField } from '@donut/ui';
import { customerEmailCodeRequestSchema, customerEmailCodeSchema } from '@donut/validation';
import { castWith, useSchemaValidate } from '../forms/schema-validate';
import { useCountdown } from './use-countdown';
import './email-code.css';

/** How long a client waits before asking for another code (the API allows five an hour). */
export const RESEND_SECONDS = 60;

const SIX_DIGITS = /^\d{6}$/;

export interface EmailCodeFormProps {
  /** Mails a one-time code to the address. */
  sendCode: (email: string) => Promise<AuthCallResult<unknown>>;
  /** Checks the code the client typed: signs in, or adds the address to the signed-in client. */
  verify: (email: string, code: string) => Promise<AuthCallResult<unknown>>;
  /** The last step's button, e.g. "Sign in". */
  verifyLabel: ReactNode;
  onVerified: () => void;
}

/** The API's complaint: under the field it names when the form has that field, else over the button. */
function useApiError() {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | null>(null);
  const showMessage = (result: AuthCallResult<unknown>) =>
    setFormError((!result.ok && result.error.message) || intl.formatMessage({ id: 'cv.email-code.failed' }));
  return {
    formError,
    clear: () => setFormError(null),
    showMessage,
    show(result: AuthCallResult<unknown>, field: string, setFieldError: (text: string) => void) {
      const fieldText = result.ok ? undefined : result.error.fields?.[field];
      if (fieldText) setFieldError(fieldText);
      else showMessage(result);
    },
  };
}

function EmailStep({
  sendCode,
  onSent,
}: {
  sendCode: EmailCodeFormProps['sendCode'];
  onSent: (email: string) => void;
}) {
  const intl = useIntl();
  const apiError = useApiError();
  const form = useFormik({
    initialValues: { email: '' },
    validate: useSchemaValidate(customerEmailCodeRequestSchema),
    onSubmit: async (values, helpers) => {
      apiError.clear();
      const email = castWith(customerEmailCodeRequestSchema, values)?.email ?? values.email;
      const result = await sendCode(email);
      if (result.ok) onSent(email);
      else apiError.show(result, 'email', (text) => helpers.setFieldError('email', text));
    },
  });
  return (
    <form className="cv-email-code" onSubmit={form.handleSubmit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'cv.email-code.email' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.getFieldProps('email')}
        error={form.touched.email ? form.errors.email : undefined}
      />
      <FormError>{apiError.formError}</FormError>
      <Button type="submit" isLoading={form.isSubmitting}>
        <FormattedMessage id="cv.email-code.send" />
      </Button>
    </form>
  );
}

interface CodeStepProps extends Omit<EmailCodeFormProps, 'onVerified'> {
  email: string;
  onVerified: () => void;
  onChangeEmail: () => void;
}

function CodeStep({ email, sendCode, verify, verifyLabel, onVerified, onChangeEmail }: CodeStepProps) {
  const intl = useIntl();
  const apiError = useApiError();
  const { secondsLeft, restart } = useCountdown(RESEND_SECONDS);
  const [isResending, setIsResending] = useState(false);
  const [hasResent, setHasResent] = useState(false);
  const validate = useSchemaValidate<{ email: string; code: string }>(customerEmailCodeSchema);
  const form = useFormik({
    initialValues: { code: '' },
    validate: (values) => {
      const errors = validate({ email, code: values.code });
      return errors.code ? { code: errors.code } : {};
    },
    onSubmit: async (values, helpers) => {
      apiError.clear();
      const result = await verify(email, values.code.trim());
      if (result.ok) onVerified();
      else apiError.show(result, 'code', (text) => helpers.setFieldError('code', text));
    },
  });

  // The code's field takes the focus as the step opens, so the digits can be typed (or pasted) at once.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  // A code the phone fills in (autocomplete="one-time-code") or the sixth digit typed is sent at once, once.
  const autoSubmitted = useRef<string | null>(null);
  const { code } = form.values;
  useEffect(() => {
    if (!SIX_DIGITS.test(code) || autoSubmitted.current === code || form.isSubmitting) return;
    autoSubmitted.current = code;
    void form.submitForm();
  }, [code, form]);

  async function handleResend() {
    setIsResending(true);
    apiError.clear();
    const result = await sendCode(email);
    setIsResending(false);
    if (!result.ok) return apiError.showMessage(result);
    restart();
    setHasResent(true);
  }

  return (
    <form ref={formRef} className="cv-email-code" onSubmit={form.handleSubmit} noValidate>
      <p role="status">
        {hasResent ? (
          <FormattedMessage id="cv.email-code.resent" values={{ email: <strong>{email}</strong> }} />
        ) : (
          <FormattedMessage id="cv.email-code.sent" values={{ email: <strong>{email}</strong> }} />
        )}
      </p>
      <TextField
        label={intl.formatMessage({ id: 'cv.email-code.code' })}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        {...form.getFieldProps('code')}
        error={form.touched.code || form.submitCount > 0 ? form.errors.code : undefined}
      />
      <FormError>{apiError.formError}</FormError>
      <Button type="submit" isLoading={form.isSubmitting}>
        {verifyLabel}
      </Button>
      <div className="cv-email-code__again">
        <Button variant="link" disabled={secondsLeft > 0} isLoading={isResending} onClick={handleResend}>
          <FormattedMessage id="cv.email-code.resend" />
        </Button>
        {secondsLeft > 0 ? (
          <span className="cv-email-code__countdown">
            <FormattedMessage id="cv.email-code.resend-in" values={{ seconds: secondsLeft }} />
          </span>
        ) : null}
        <Button variant="link" onClick={onChangeEmail}>
          <FormattedMessage id="cv.email-code.change" />
        </Button>
      </div>
    </form>
  );
}

/**
 * A one-time code by e-mail (docs/api.md "Customers"): the address, "Get a code", then the six digits from the
 * mail (the phone's keyboard shows digits, and a code the phone offers from the mail goes in and is sent at once),
 * a new code after a minute, or another address. Texts under the fields in the page's language, the API's too.
 */
export function EmailCodeForm({ sendCode, verify, verifyLabel, onVerified }: EmailCodeFormProps) {
  const [email, setEmail] = useState<string | null>(null);
  if (email === null) return <EmailStep sendCode={sendCode} onSent={setEmail} />;
  return (
    <CodeStep
      email={email}
      sendCode={sendCode}
      verify={verify}
      verifyLabel={verifyLabel}
      onVerified={onVerified}
      onChangeEmail={() => setEmail(null)}
    />
  );
}
