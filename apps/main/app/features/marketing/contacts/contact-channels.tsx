import { FormattedMessage } from 'react-intl';
import '../marketing.css';

export interface ContactChannelsProps {
  /** SUPPORT_EMAIL: the mailbox the form's questions go to as well. */
  supportEmail: string;
  /** The platform bot's username (TELEGRAM_BOT_USERNAME); without one Telegram is not offered. */
  telegramBot: string | null;
}

interface ChannelCardProps {
  /** Names its texts: `main.marketing.contacts.channels.<channel>.title`, `.text` and `.label`. */
  channel: 'email' | 'telegram';
  href: string;
  /** The address the card shows, which ends its link's accessible name. */
  address: string;
}

/**
 * One way to reach us: what it is, and a link named "what following it does: address" (so a voice command
 * saying the address finds it). The address is an identifier of no language (`lang=""`): a screen reader does
 * not read it as Russian or Georgian, and the language checks do not take it for English.
 */
function ChannelCard({ channel, href, address }: ChannelCardProps) {
  return (
    <li className="marketing-card">
      <h3>
        <FormattedMessage id={`main.marketing.contacts.channels.${channel}.title`} />
      </h3>
      <p>
        <FormattedMessage id={`main.marketing.contacts.channels.${channel}.text`} />
      </p>
      <p className="marketing-card__meta">
        <a href={href}>
          <span className="donut-visually-hidden">
            <FormattedMessage id={`main.marketing.contacts.channels.${channel}.label`} />{' '}
          </span>
          <span lang="" translate="no">
            {address}
          </span>
        </a>
      </p>
    </li>
  );
}

/**
 * contacts: the support mailbox and Donut in the messengers, as links the visitor's own apps open. The bot
 * only links Telegram to an account and answers anything else with directions, so its card sends questions
 * to the mail and the form rather than promising an answer in the chat.
 */
export function ContactChannels({ supportEmail, telegramBot }: ContactChannelsProps) {
  return (
    <section className="marketing-section" aria-labelledby="contacts-channels-heading">
      <h2 id="contacts-channels-heading">
        <FormattedMessage id="main.marketing.contacts.channels.title" />
      </h2>
      <ul className="marketing-grid marketing-grid--three">
        <ChannelCard channel="email" href={`mailto:${supportEmail}`} address={supportEmail} />
        {telegramBot ? (
          <ChannelCard channel="telegram" href={`https://t.me/${telegramBot}`} address={`@${telegramBot}`} />
        ) : null}
      </ul>
    </section>
  );
}
