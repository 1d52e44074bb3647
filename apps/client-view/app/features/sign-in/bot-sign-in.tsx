import { FormattedMessage } from 'react-intl';
import { Button, FormError } from '@donut/ui';
import { useBotSignIn, type BotSignInOptions } from './use-bot-sign-in';

/**
 * "Sign in with Telegram" on the web: the project's bot opens in a new tab and asks the client to confirm; the page
 * waits, says what to press there, and offers the link again (a blocked tab) and Cancel. Without a bot connected
 * the option says so and goes.
 */
export function BotSignIn(options: BotSignInOptions) {
  const { state, start, cancel } = useBotSignIn(options);
  if (state.step === 'unavailable')
    return (
      <p className="cv-sign-in__note" role="status">
        <FormattedMessage id="cv.sign-in.telegram.unavailable" />
      </p>
    );
  if (state.step === 'waiting')
    return (
      <div className="cv-bot-sign-in">
        <p role="status">
          <FormattedMessage id="cv.sign-in.telegram.waiting" />
        </p>
        <div className="cv-bot-sign-in__actions">
          <a
            className={`donut-button ${state.isTabOpen ? 'donut-button--secondary' : 'donut-button--primary'}`}
            href={state.link}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FormattedMessage
              id={state.isTabOpen ? 'cv.sign-in.telegram.open-again' : 'cv.sign-in.telegram.open'}
            />
          </a>
          <Button variant="link" onClick={cancel}>
            <FormattedMessage id="cv.sign-in.telegram.cancel" />
          </Button>
        </div>
      </div>
    );
  return (
    <div className="cv-bot-sign-in">
      {state.step === 'expired' ? (
        <p role="alert">
          <FormattedMessage id="cv.sign-in.telegram.expired" />
        </p>
      ) : null}
      <FormError>
        {state.step === 'failed'
          ? (state.message ?? <FormattedMessage id="cv.sign-in.telegram.failed" />)
          : null}
      </FormError>
      <Button
        variant="secondary"
        isLoading={state.step === 'starting' || state.step === 'confirmed'}
        onClick={() => void start()}
      >
        <FormattedMessage id="cv.sign-in.telegram" />
      </Button>
    </div>
  );
}
