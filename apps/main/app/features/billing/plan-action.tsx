import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { registerModalHref } from './register-modal-href';
import type { PlanButtonKind } from './plan-button';

export interface PlanActionProps {
  kind: PlanButtonKind;
  /** The plan's name: several plans show the same label, so each control also names its plan for screen readers. */
  rateName: string;
  /** Opens the change-plan dialog (the buttons that choose a plan). */
  onChoose?: () => void;
  /** Where Contact us leads: the cabinet's contact page (default) or, for a visitor, the public one. */
  contactPage?: 'clientAboutContacts' | 'contacts';
}

const PRIMARY: readonly PlanButtonKind[] = ['try-free', 'subscribe', 'upgrade'];

/** A plan's button (docs/adr/0013-plan-buttons.md): a link for "try free" and the contact form, else a button. */
export function PlanAction({
  kind,
  rateName,
  onChoose,
  contactPage = 'clientAboutContacts',
}: PlanActionProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { pathname, search } = useLocation();
  const className = `donut-button ${PRIMARY.includes(kind) ? 'donut-button--primary' : 'donut-button--secondary'} plan-action`;
  const label = <FormattedMessage id={`main.billing.button.${kind}`} />;
  const name = intl.formatMessage({ id: `main.billing.button.${kind}.named` }, { rate: rateName });
  if (kind === 'try-free') {
    return (
      <Link
        className={className}
        to={registerModalHref(pathname, search, locale)}
        preventScrollReset
        aria-label={name}
        data-plan-action={kind}
      >
        {label}
      </Link>
    );
  }
  if (kind === 'contact') {
    return (
      <Link
        className={className}
        to={routeHref('main', contactPage, {}, { locale })}
        aria-label={name}
        data-plan-action={kind}
      >
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      disabled={kind === 'current'}
      onClick={onChoose}
      aria-label={name}
      data-plan-action={kind}
    >
      {label}
    </button>
  );
}
