import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageLocale, useTelegramWebApp } from '@donut/app-shell';
import { QUERY_KEYS } from '@donut/auth';
import { routeHref } from '@donut/link-builder';
import { selectIsAuthenticated, useAppSelector } from '@donut/store';
import type { TelegramWebApp } from '@donut/telegram';
import { Button, FormError } from '@donut/ui';
import { customerSession, telegramSignIn } from '../../shared/customer-session/customer-session';
import { EmailCodeForm } from '../../shared/email-code/email-code-form';
import { BotSignIn } from './bot-sign-in';
import './sign-in.css';

/** The page's session, made on the first call (in the browser only). */
const session = {
  sendEmailCode: (email: string) => customerSession().sendEmailCode(email),
  verifyEmailCode: (email: string, code: string) => customerSession().verifyEmailCode(email, code),
  startBotSignIn: () => customerSession().startBotSignIn(),
  pollBotSignIn: (pollToken: string) => customerSession().pollBotSignIn(pollToken),
};

/** Why the client came back here from the cabinet. */
type Notice = 'signed-out' | 'deleted';

/** Where to go once signed in: `redirect_to` when it is a path of this site, else the cabinet. */
export function signInTarget(redirectTo: string | null, cabinet: string): string {
  return redirectTo && /^\/(?![/\\])/.test(redirectTo) ? redirectTo : cabinet;
}

/** Inside the Mini App the client signs in with Telegram's own data: no code, no bot link. */
function MiniAppSignIn({ webApp }: { webApp: TelegramWebApp }) {
  const status = useSyncExternalStore(telegramSignIn.subscribe, telegramSignIn.status, () => 'idle');
  if (status === 'idle' || status === 'pending')
    return (
      <p role="status">
        <FormattedMessage id="cv.sign-in.mini-app.pending" />
      </p>
    );
  return (
    <div className="cv-bot-sign-in">
      <FormError>
        {status === 'failed' ? <FormattedMessage id="cv.sign-in.mini-app.failed" /> : null}
      </FormError>
      <Button onClick={() => void telegramSignIn.start(webApp)}>
        <FormattedMessage id="cv.sign-in.telegram" />
      </Button>
    </div>
  );
}

/**
 * The client's sign-in on the project's site: by a code mailed to their address, or confirmed in the project's
 * Telegram bot; inside the Mini App, through Telegram at once. A signed-in client goes on to the cabinet (or to
 * `redirect_to`, a page of this site that sent them here). `hasBot`: the site names a connected bot (PublicSite
 * `telegram_bot`); without one the Telegram option is not offered (a bot disconnected meanwhile still answers
 * NOT_AVAILABLE, and the option goes then).
 */
export function SignInPage({ hasBot = true }: { hasBot?: boolean }) {
  const locale = usePageLocale();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: Notice } | null)?.notice;
  const [searchParams] = useSearchParams();
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const webApp = useTelegramWebApp();
  const target = signInTarget(
    searchParams.get(QUERY_KEYS.redirectTo),
    routeHref('client-view', 'cabinet', {}, { locale }),
  );

  useEffect(() => {
    if (isSignedIn) void navigate(target, { replace: true });
  }, [isSignedIn, navigate, target]);

  return (
    <div className="cv-sign-in">
      <h1>
        <FormattedMessage id="cv.sign-in.title" />
      </h1>
      <p role="status" className="cv-sign-in__notice">
        {notice ? <FormattedMessage id={`cv.sign-in.notice.${notice}`} /> : null}
      </p>
      <p>
        <FormattedMessage id="cv.sign-in.lead" />
      </p>
      {webApp ? <MiniAppSignIn webApp={webApp} /> : null}
      <EmailCodeForm
        sendCode={session.sendEmailCode}
        verify={session.verifyEmailCode}
        verifyLabel={<FormattedMessage id="cv.sign-in.submit" />}
        // The store is signed in by now: the effect above moves on.
        onVerified={() => undefined}
      />
      {webApp || !hasBot ? null : (
        <>
          <p className="cv-sign-in__or">
            <FormattedMessage id="cv.sign-in.or" />
          </p>
          <BotSignIn session={session} />
        </>
      )}
    </div>
  );
}
