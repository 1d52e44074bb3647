import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { GetCustomerMeDocument } from '@donut/graphql';
import { requestPhone, type TelegramWebApp } from '@donut/telegram';
import { Button } from '@donut/ui';
import { runInBrowser } from './load-cabinet-in-browser';

/** How often, and how many times, the cabinet asks whether the bot has stored the shared phone. */
export const PHONE_POLL = { intervalMs: 1_000, attempts: 8 };

type ShareState = 'idle' | 'waiting' | 'cancelled' | 'late';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the client's record has a phone yet: the bot stores the shared contact as its message arrives. */
async function waitForPhone(): Promise<boolean> {
  for (let attempt = 0; attempt < PHONE_POLL.attempts; attempt += 1) {
    await sleep(PHONE_POLL.intervalMs);
    const me = await runInBrowser(GetCustomerMeDocument, {}).catch(() => null);
    if (me?.customer_me.phone) return true;
  }
  return false;
}

export interface SharePhoneProps {
  webApp: Pick<TelegramWebApp, 'requestContact'>;
  /** The phone is in the client's record: read the cabinet again. */
  onShared: () => void;
}

/**
 * The one-step sign-up's phone, inside the Mini App: Telegram's own "share your phone number" popup. The contact
 * goes to the project's bot, which stores it (docs/api.md "Customers"), so the cabinet reads the profile again
 * until the number is there.
 */
export function SharePhone({ webApp, onShared }: SharePhoneProps) {
  const [state, setState] = useState<ShareState>('idle');

  async function handleShare() {
    setState('waiting');
    const outcome = await requestPhone(webApp);
    if (outcome !== 'sent') return setState('cancelled');
    if (await waitForPhone()) {
      setState('idle');
      onShared();
    } else setState('late');
  }

  return (
    <div className="cv-share-phone">
      <Button variant="secondary" isLoading={state === 'waiting'} onClick={() => void handleShare()}>
        <FormattedMessage id="cv.cabinet.profile.share-phone" />
      </Button>
      <p className="cv-share-phone__hint" role="status">
        <FormattedMessage
          id={
            state === 'cancelled'
              ? 'cv.cabinet.profile.share-phone.cancelled'
              : state === 'late'
                ? 'cv.cabinet.profile.share-phone.late'
                : 'cv.cabinet.profile.share-phone.hint'
          }
        />
      </p>
    </div>
  );
}
