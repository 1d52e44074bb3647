import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { GetClientDocument } from '@donut/graphql';
import { missingSignIn } from '../../shared/client/missing-sign-in';
import { TelegramBotCard } from './telegram-bot-card';
import './connect.css';

/**
 * Integrations (spec §2 client/connect): the messenger bot connection card. GetClient is in the cache
 * already (the cabinet layout loaded it), so this renders at once.
 */
export function ConnectPage() {
  const { data, error } = useQuery(GetClientDocument);
  const client = data?.client;

  return (
    <div className="connect">
      <h1>
        <FormattedMessage id="main.connect.title" />
      </h1>
      <p className="connect__lead">
        <FormattedMessage id="main.connect.lead" />
      </p>
      {client ? (
        <TelegramBotCard
          clientId={client.id}
          isConnected={client.is_telegram_connected}
          missing={missingSignIn({ email: client.email, needSetPassword: client.need_set_password })}
        />
      ) : error ? (
        <p role="alert">
          <FormattedMessage id="main.connect.load-error" />
        </p>
      ) : (
        <p aria-busy="true">
          <FormattedMessage id="main.connect.loading" />
        </p>
      )}
    </div>
  );
}
