import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { QUERY_KEYS } from '@donut/auth';
import { routeHref } from '@donut/link-builder';
import type { ApplicationReceipt } from './submit-application';

export interface ApplicationSentProps {
  receipt: ApplicationReceipt;
  /** Shows an empty form again, for another application. */
  onAnother: () => void;
}

/**
 * After sending: the application's number and what happens next; a signed-in client follows it in the cabinet,
 * a visitor is invited to sign in to follow it (the application joins the client of that phone).
 */
export function ApplicationSent({ receipt, onAnother }: ApplicationSentProps) {
  const locale = usePageLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus goes to what replaced it, so a screen reader reads the confirmation.
  useEffect(() => heading.current?.focus(), []);
  const cabinet = `${routeHref('client-view', 'cabinet', {}, { locale })}#applications`;
  const signIn = `${routeHref('client-view', 'cabinetSignIn', {}, { locale })}?${QUERY_KEYS.redirectTo}=${encodeURIComponent(cabinet)}`;
  return (
    <div className="cv-apply-sent" role="status">
      <h3 ref={heading} tabIndex={-1}>
        <FormattedMessage id="cv.apply.sent.title" values={{ number: receipt.number }} />
      </h3>
      <p>
        <FormattedMessage id="cv.apply.sent.next" />
      </p>
      {receipt.in_cabinet ? (
        <Link className="donut-button donut-button--primary" to={cabinet}>
          <FormattedMessage id="cv.apply.sent.cabinet" />
        </Link>
      ) : (
        <p>
          <FormattedMessage id="cv.apply.sent.sign-in" />{' '}
          <Link to={signIn}>
            <FormattedMessage id="cv.apply.sent.sign-in-link" />
          </Link>
        </p>
      )}
      <button type="button" className="donut-button donut-button--link" onClick={onAnother}>
        <FormattedMessage id="cv.apply.sent.another" />
      </button>
    </div>
  );
}
