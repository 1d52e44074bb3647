import { FormattedMessage } from 'react-intl';
import { Button } from '@donut/ui';
import type { ProfileClient } from './profile-client';
import { missingSignIn } from '../../shared/client/missing-sign-in';
import { TelegramConnection } from './telegram-connection';

export interface SocialSectionProps {
  client: ProfileClient;
}

// Sign-in with these arrives later (the API reports them as never connected); shown so owners know.
const UPCOMING = [
  ['google', 'main.profile.social.google'],
  ['vk', 'main.profile.social.vk'],
  ['yandex', 'main.profile.social.yandex'],
  ['mailru', 'main.profile.social.mailru'],
] as const;

/** Social connections: Telegram works today, the others are announced. */
export function SocialSection({ client }: SocialSectionProps) {
  return (
    <section className="profile-section" aria-labelledby="profile-social-heading">
      <h2 id="profile-social-heading">
        <FormattedMessage id="main.profile.social.title" />
      </h2>
      <ul className="profile-social">
        <TelegramConnection
          clientId={client.id}
          isConnected={client.is_telegram_connected}
          missing={missingSignIn({ email: client.email, needSetPassword: client.need_set_password })}
        />
        {UPCOMING.map(([provider, nameId]) => (
          <li key={provider} className="profile-social__item">
            <span className="profile-social__name">
              <FormattedMessage id={nameId} />
            </span>
            <span className="profile-social__status">
              <FormattedMessage id="main.profile.social.not-connected" />
            </span>
            <Button variant="secondary" disabled>
              <FormattedMessage id="main.profile.social.connect" />
            </Button>
            <p className="profile-social__note">
              <FormattedMessage id="main.profile.social.coming-soon" />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
