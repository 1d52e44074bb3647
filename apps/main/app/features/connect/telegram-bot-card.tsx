import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { Button, useIsBrowser } from '@donut/ui';
import type { MissingSignIn } from '../../shared/client/missing-sign-in';
import { useDisconnectTelegram } from '../../shared/client/use-disconnect-telegram';
import { useTelegramConnect, type ConnectStatus } from './use-telegram-connect';

export interface TelegramBotCardProps {
  clientId: string;
  isConnected: boolean;
  /** What the owner lacks to sign in without Telegram; while anything is, the API refuses to disconnect it. */
  missing: MissingSignIn | null;
}

const STATUS_TEXT: Record<ConnectStatus, string> = {
  idle: 'main.connect.telegram.not-connected',
  creating: 'main.connect.telegram.not-connected',
  waiting: 'main.connect.telegram.waiting',
  expired: 'main.connect.telegram.not-connected',
};

/** Spec §2 and §4: the messenger bot card; not connected, waiting for the bot, connected, disconnected. */
export function TelegramBotCard({ clientId, isConnected, missing }: TelegramBotCardProps) {
  const locale = usePageLocale();
  const connect = useTelegramConnect(isConnected);
  const { disconnect, isDisconnecting } = useDisconnectTelegram(clientId);
  // A click before hydration would be lost: the buttons work once the page does.
  const isHydrated = useIsBrowser();

  return (
    <section className="connect-card" aria-labelledby="connect-telegram-title">
      <h2 id="connect-telegram-title">
        <FormattedMessage id="main.connect.telegram.title" />
      </h2>
      <p className="connect-card__description">
        <FormattedMessage id="main.connect.telegram.description" />
      </p>
      <p className="connect-card__status">
        <FormattedMessage id="main.connect.telegram.status" />{' '}
        <strong
          className={isConnected ? 'connect-card__state connect-card__state--on' : 'connect-card__state'}
        >
          <FormattedMessage
            id={isConnected ? 'main.connect.telegram.connected' : STATUS_TEXT[connect.status]}
          />
        </strong>
      </p>
      {isConnected ? (
        <div className="connect-card__actions">
          <Button
            variant="secondary"
            onClick={disconnect}
            isLoading={isDisconnecting}
            disabled={missing !== null || !isHydrated}
          >
            <FormattedMessage id="main.connect.telegram.disconnect" />
          </Button>
          {missing ? (
            <p className="connect-card__note">
              <FormattedMessage
                id="main.connect.telegram.needs-sign-in"
                values={{
                  missing,
                  link: (chunks) => (
                    <Link to={routeHref('main', 'clientProfile', {}, { locale })}>{chunks}</Link>
                  ),
                }}
              />
            </p>
          ) : null}
        </div>
      ) : (
        <div className="connect-card__actions">
          <Button onClick={connect.start} isLoading={connect.status === 'creating'} disabled={!isHydrated}>
            <FormattedMessage
              id={
                connect.status === 'waiting'
                  ? 'main.connect.telegram.new-link'
                  : 'main.connect.telegram.connect'
              }
            />
          </Button>
          <div className="connect-card__note" role="status">
            {connect.status === 'waiting' && connect.link ? (
              <>
                <FormattedMessage id="main.connect.telegram.waiting-hint" />{' '}
                <a href={connect.link} target="_blank" rel="noreferrer">
                  <FormattedMessage id="main.connect.telegram.open-bot" />
                </a>
              </>
            ) : connect.status === 'expired' ? (
              <FormattedMessage id="main.connect.telegram.expired" />
            ) : null}
          </div>
          {connect.error ? (
            <p className="connect-card__error" role="alert">
              {connect.error.message ?? <FormattedMessage id="main.connect.telegram.link-failed" />}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
