import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';
import type { MissingSignIn } from '../../shared/client/missing-sign-in';
import { useDisconnectTelegram } from '../../shared/client/use-disconnect-telegram';

export interface TelegramConnectionProps {
  clientId: string;
  isConnected: boolean;
  /** What the owner lacks to sign in without Telegram; while anything is, the API refuses to disconnect it. */
  missing: MissingSignIn | null;
}

/** Telegram: disconnect when connected; connecting happens on the Integrations page, through the Donut bot. */
export function TelegramConnection({ clientId, isConnected, missing }: TelegramConnectionProps) {
  const locale = usePageLocale();
  const { disconnect, isDisconnecting } = useDisconnectTelegram(clientId);
  const loginDataHref = routeHref('main', 'clientProfile', {}, { locale, hash: 'profile-login-heading' });

  return (
    <li className="profile-social__item">
      <span className="profile-social__name">
        <FormattedMessage id="main.profile.social.telegram" />
      </span>
      <span className="profile-social__status">
        <FormattedMessage
          id={isConnected ? 'main.profile.social.connected' : 'main.profile.social.not-connected'}
        />
      </span>
      {isConnected ? (
        <>
          <Button
            variant="secondary"
            onClick={disconnect}
            isLoading={isDisconnecting}
            disabled={missing !== null}
          >
            <FormattedMessage id="main.profile.social.disconnect" />
          </Button>
          {missing ? (
            <p className="profile-social__note">
              <FormattedMessage
                id="main.profile.social.telegram-needs-sign-in"
                values={{ missing, link: (chunks) => <Link to={loginDataHref}>{chunks}</Link> }}
              />
            </p>
          ) : null}
        </>
      ) : (
        <>
          <Link
            className="donut-button donut-button--secondary"
            to={routeHref('main', 'clientConnect', {}, { locale })}
          >
            <FormattedMessage id="main.profile.social.connect" />
          </Link>
          <p className="profile-social__note">
            <FormattedMessage id="main.profile.social.telegram-how-to-connect" />
          </p>
        </>
      )}
    </li>
  );
}
