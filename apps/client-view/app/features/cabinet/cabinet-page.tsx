import { useEffect, useRef, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { usePageLocale, useTelegramWebApp } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { selectIsAuthenticated, useAppSelector } from '@donut/store';
import { telegramSignIn } from '../../shared/customer-session/customer-session';
import { AccountActions, type LeaveReason } from './account-actions';
import type { CabinetData } from './cabinet-data';
import type { CabinetSection } from './cabinet-sections';
import { DiscountBadge } from './discount-badge';
import './cabinet.css';

export interface CabinetPageProps {
  /** The cabinet's data as the route loaded it; null when it loaded for nobody. */
  data: CabinetData | null;
  /** The sections, in order (see `CabinetSection`). */
  sections: readonly CabinetSection[];
}

/** What the page says while it cannot show the cabinet: it is signing in or loading, or the client must sign in. */
function CabinetStatus({ isBusy }: { isBusy: 'signing-in' | 'loading' | false }) {
  const locale = usePageLocale();
  if (isBusy)
    return (
      <p className="cv-cabinet__busy" role="status">
        <FormattedMessage id={isBusy === 'signing-in' ? 'cv.cabinet.signing-in' : 'cv.cabinet.loading'} />
      </p>
    );
  return (
    <div className="cv-cabinet__signed-out">
      <p>
        <FormattedMessage id="cv.cabinet.signed-out" />
      </p>
      <Link
        className="donut-button donut-button--primary"
        to={routeHref('client-view', 'cabinetSignIn', {}, { locale })}
      >
        <FormattedMessage id="cv.account.sign-in" />
      </Link>
    </div>
  );
}

/**
 * The client's cabinet on the project's site: the personal discount, then the sections (notifications, profile,
 * and what the later domains add), then sign-out and deletion. In the Mini App the page may come before the
 * session (Telegram's webview keeps no cookie): it shows the sign-in through Telegram, then reads the cabinet.
 */
export function CabinetPage({ data, sections }: CabinetPageProps) {
  const locale = usePageLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const webApp = useTelegramWebApp();
  const telegramStatus = useSyncExternalStore(telegramSignIn.subscribe, telegramSignIn.status, () => 'idle');

  // Signed in after the page came (through Telegram, in the Mini App): read the cabinet, once per sign-in.
  const hasAsked = useRef(false);
  useEffect(() => {
    if (!isSignedIn) hasAsked.current = false;
    else if (!data && !hasAsked.current) {
      hasAsked.current = true;
      void revalidator.revalidate();
    }
  }, [isSignedIn, data, revalidator]);

  const handleLeft = (reason: LeaveReason) =>
    navigate(routeHref('client-view', 'cabinetSignIn', {}, { locale }), {
      replace: true,
      state: { notice: reason },
    });

  const isSigningIn = webApp !== null && (telegramStatus === 'idle' || telegramStatus === 'pending');
  return (
    <div className="cv-cabinet">
      <h1>
        <FormattedMessage id="cv.cabinet.title" />
      </h1>
      {isSignedIn && data ? (
        <>
          {data.profile.name ? (
            <p className="cv-cabinet__greeting">
              <FormattedMessage id="cv.cabinet.greeting" values={{ name: data.profile.name }} />
            </p>
          ) : null}
          <DiscountBadge percent={data.profile.discount_percent} />
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="cv-cabinet__section"
              aria-labelledby={`cv-cabinet-${section.id}`}
            >
              <h2 id={`cv-cabinet-${section.id}`}>
                <FormattedMessage id={section.titleId} />
              </h2>
              {section.render({ data, refresh: () => void revalidator.revalidate() })}
            </section>
          ))}
          <AccountActions canSignOut={webApp === null} onLeft={handleLeft} />
        </>
      ) : (
        <CabinetStatus isBusy={isSignedIn ? 'loading' : isSigningIn ? 'signing-in' : false} />
      )}
    </div>
  );
}
