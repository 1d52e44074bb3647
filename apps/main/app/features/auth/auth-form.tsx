import type { FormEvent, ReactNode } from 'react';
import { Button, FormError } from '@donut/ui';

export interface AuthFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  isSubmitting: boolean;
  /** The translated error of the whole form, with anything that helps next (a link). */
  formError?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Links under the button: to the other screens. */
  footer?: ReactNode;
}

/** The frame every auth screen shares: the fields, the form-level error, the submit button, links. */
export function AuthForm({
  onSubmit,
  submitLabel,
  isSubmitting,
  formError,
  children,
  footer,
}: AuthFormProps) {
  return (
    // noValidate: the schemas check the input and speak the page's language; the browser's bubbles do neither.
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      {children}
      <FormError>{formError}</FormError>
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
      {footer ? <div className="auth-form__footer">{footer}</div> : null}
    </form>
  );
}
