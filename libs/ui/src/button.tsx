import type { MouseEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  /** `button` unless told: a stray submit inside a form is the costlier mistake. */
  type?: 'button' | 'submit' | 'reset';
  /** While a request runs: a spinner and "Loading…" replace the label, and the button is disabled and busy. */
  isLoading?: boolean;
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

export function Button({
  children,
  variant = 'primary',
  type = 'button',
  isLoading = false,
  disabled = false,
  onClick,
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`donut-button donut-button--${variant}`}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      onClick={onClick}
    >
      {isLoading ? (
        <>
          <span className="donut-button__spinner" aria-hidden="true" />
          <FormattedMessage id="ui.button.loading" />
        </>
      ) : (
        children
      )}
    </button>
  );
}
