import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { GetProjectBotDocument } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';

export interface BotLinkProps {
  projectId: string;
  /** What `/start` carries to the bot: `product-<id>` or `service-<id>` (ADR 0035, 0031). */
  payload: string;
}

/** The address that starts the project's bot with `payload`: the bot opens that page of the Mini App. */
export const botStartLink = (username: string, payload: string) =>
  `https://t.me/${username}?start=${encodeURIComponent(payload)}`;

/**
 * "Copy the bot link" for a product or a service, to post in a channel or send to a client: it opens the item in
 * the Mini App. Without a connected bot there is no such link, and the owner is shown where to connect one. Where
 * the browser refuses the clipboard, the link is shown to copy by hand.
 */
export function BotLink({ projectId, payload }: BotLinkProps) {
  const { data } = useQuery(GetProjectBotDocument, { variables: { project_id: projectId } });
  const [copied, setCopied] = useState<'copied' | 'manual' | null>(null);
  const bot = data?.project_bot;
  if (!bot) return null;
  if (!bot.connected || !bot.username)
    return (
      <p className="crm-bot-link">
        <FormattedMessage id="crm.bot-link.no-bot" />{' '}
        <Link to={routeHref('crm', 'adminBot', {})}>
          <FormattedMessage id="crm.bot-link.connect" />
        </Link>
      </p>
    );
  const url = botStartLink(bot.username, payload);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('manual');
    }
  }

  return (
    <div className="crm-bot-link">
      <Button variant="secondary" onClick={copy}>
        <FormattedMessage id="crm.bot-link.copy" />
      </Button>
      <p role="status">
        {copied ? (
          <FormattedMessage
            id={copied === 'copied' ? 'crm.bot-link.copied' : 'crm.bot-link.manual'}
            values={{ url: <code>{url}</code> }}
          />
        ) : null}
      </p>
    </div>
  );
}
