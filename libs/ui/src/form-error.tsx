import type { ReactNode } from 'react';

export interface FormErrorProps {
  /** The translated error of the whole form (e.g. wrong e-mail or password); nothing is rendered without it. */
  children?: ReactNode;
}

/** An alert, so the error is announced when a submit fails, not only shown. */
export function FormError({ children }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div className="donut-form-error" role="alert">
      {children}
    </div>
  );
}
