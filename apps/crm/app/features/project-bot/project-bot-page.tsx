import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { readApiError, type ProjectBotFieldsFragment } from '@donut/graphql';
import { Button, DeleteWarningDialog, FormError, TextField } from '@donut/ui';
import type { CrmProject } from '../../shared/project/load-project';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { useProjectBot, type ProjectBotActions } from './use-project-bot';
import './project-bot.css';

/** The CRM's Bot area: loading and error states around the connection panel. */
export function ProjectBotPage({ project }: { project: CrmProject }) {
  const state = useProjectBot(project.id);
  return (
    <section aria-labelledby="project-bot-heading" className="crm-project-bot">
      <h1 id="project-bot-heading">
        <FormattedMessage id="crm.project-bot.title" />
      </h1>
      {state.isLoading ? (
        <p role="status">
          <FormattedMessage id="crm.project-bot.loading" />
        </p>
      ) : state.hasError || !state.bot ? (
        <div role="alert">
          <p>
            <FormattedMessage id="crm.project-bot.load-failed" />
          </p>
          <Button variant="secondary" onClick={state.retry}>
            <FormattedMessage id="crm.project-bot.retry" />
          </Button>
        </div>
      ) : (
        <ProjectBotPanel bot={state.bot} connect={state.connect} disconnect={state.disconnect} />
      )}
    </section>
  );
}

interface ProjectBotPanelProps extends ProjectBotActions {
  bot: ProjectBotFieldsFragment;
}

/** The bot's status with Disconnect, or the form that connects one; each answer replaces what is shown. */
export function ProjectBotPanel({ bot: initial, connect, disconnect }: ProjectBotPanelProps) {
  const [bot, setBot] = useState(initial);
  return bot.connected ? (
    <ConnectedBot bot={bot} disconnect={disconnect} onDisconnected={setBot} />
  ) : (
    <ConnectBotForm connect={connect} onConnected={setBot} />
  );
}

function ConnectedBot({
  bot,
  disconnect,
  onDisconnected,
}: {
  bot: ProjectBotFieldsFragment;
  disconnect: ProjectBotActions['disconnect'];
  onDisconnected: (bot: ProjectBotFieldsFragment) => void;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const intl = useIntl();
  const checkPaymentRequired = usePaymentRequiredCheck();

  async function confirm() {
    setLoading(true);
    setError(null);
    try {
      onDisconnected(await disconnect());
    } catch (caught) {
      setLoading(false);
      setConfirming(false);
      if (checkPaymentRequired(caught)) return;
      setError(readApiError(caught).message ?? intl.formatMessage({ id: 'crm.project-bot.failed' }));
    }
  }

  return (
    <div className="crm-project-bot__status">
      <p>
        <FormattedMessage
          id="crm.project-bot.connected"
          values={{
            bot: (
              <a href={`https://t.me/${bot.username}`} target="_blank" rel="noopener noreferrer">
                @{bot.username}
              </a>
            ),
          }}
        />
      </p>
      {bot.connected_at ? (
        <p>
          <FormattedMessage
            id="crm.project-bot.connected-at"
            values={{ date: <FormattedDate value={bot.connected_at} dateStyle="long" /> }}
          />
        </p>
      ) : null}
      {error ? <FormError>{error}</FormError> : null}
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <FormattedMessage id="crm.project-bot.disconnect" />
      </Button>
      <DeleteWarningDialog
        isOpen={isConfirming}
        title={<FormattedMessage id="crm.project-bot.disconnect-title" />}
        isPermanent={false}
        confirmLabel={<FormattedMessage id="crm.project-bot.disconnect" />}
        isLoading={isLoading}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <FormattedMessage id="crm.project-bot.disconnect-text" values={{ bot: `@${bot.username}` }} />
      </DeleteWarningDialog>
    </div>
  );
}

function ConnectBotForm({
  connect,
  onConnected,
}: {
  connect: ProjectBotActions['connect'];
  onConnected: (bot: ProjectBotFieldsFragment) => void;
}) {
  const intl = useIntl();
  const [token, setToken] = useState('');
  const [isLoading, setLoading] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const checkPaymentRequired = usePaymentRequiredCheck();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    if (!token.trim()) {
      setFieldError(intl.formatMessage({ id: 'crm.project-bot.token-required' }));
      return;
    }
    setLoading(true);
    try {
      onConnected(await connect(token.trim()));
    } catch (caught) {
      setLoading(false);
      if (checkPaymentRequired(caught)) return;
      const apiError = readApiError(caught);
      const message = apiError.message ?? intl.formatMessage({ id: 'crm.project-bot.failed' });
      // The API's general text says what is wrong with the token better than the field's generic one.
      if (apiError.fields.token) setFieldError(message);
      else setFormError(message);
    }
  }

  return (
    <form className="donut-form crm-project-bot__form" onSubmit={submit} noValidate>
      <p>
        <FormattedMessage id="crm.project-bot.intro" />
      </p>
      <ol className="crm-project-bot__steps">
        <li>
          <FormattedMessage
            id="crm.project-bot.step-open"
            values={{
              botfather: (
                <a href="https://t.me/BotFather" target="_blank" rel="noopener noreferrer">
                  @BotFather
                </a>
              ),
            }}
          />
        </li>
        <li>
          <FormattedMessage id="crm.project-bot.step-create" values={{ command: <code>/newbot</code> }} />
        </li>
        <li>
          <FormattedMessage id="crm.project-bot.step-paste" />
        </li>
      </ol>
      <TextField
        label={<FormattedMessage id="crm.project-bot.token" />}
        name="token"
        type="password"
        autoComplete="off"
        value={token}
        onChange={(event) => setToken(event.target.value)}
        hint={<FormattedMessage id="crm.project-bot.token-hint" />}
        error={fieldError}
        required
      />
      {formError ? <FormError>{formError}</FormError> : null}
      <Button type="submit" isLoading={isLoading}>
        <FormattedMessage id="crm.project-bot.connect" />
      </Button>
    </form>
  );
}
