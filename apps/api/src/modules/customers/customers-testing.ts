/* Test helpers of customers: projects with their own bots (the Bot API stand-in), and customers signed in. */
import { CUSTOMER_AUTH_PATHS } from '@donut/auth';
import { signInitData } from '../../testing/clients';
import { CONNECT_BOT, type ProjectBotTestApp } from '../project-bot/project-bot-testing';

export type Owner = Awaited<ReturnType<ProjectBotTestApp['ownerWithProject']>>;

export interface SignedInCustomer {
  access: string;
  refresh: string;
  /** The Set-Cookie headers of the sign-in. */
  cookies: string[];
}

let nextTelegramUserId = 7_100_000_000;

/** A Telegram user of the Mini App, as init data carries it. */
export const miniAppUser = (overrides: Record<string, unknown> = {}) => ({
  id: nextTelegramUserId++,
  first_name: 'Nino',
  last_name: 'Beridze',
  username: `nino_${nextTelegramUserId}`,
  language_code: 'ka',
  ...overrides,
});

/** Init data as the project's Mini App receives it, signed with `botToken`, issued `ageSeconds` ago. */
export function initDataFor(botToken: string, user: object, ageSeconds = 5): string {
  return signInitData(botToken, {
    user: JSON.stringify(user),
    auth_date: String(Math.floor(Date.now() / 1000) - ageSeconds),
    chat_type: 'private',
    chat_instance: '-4012345678901234567',
  });
}

export function customerHelpers(t: ProjectBotTestApp) {
  const cookiesOf = (response: Awaited<ReturnType<ProjectBotTestApp['post']>>) => {
    const header = response.headers['set-cookie'];
    return Array.isArray(header) ? header : header ? [header] : [];
  };

  async function signedIn(
    response: Awaited<ReturnType<ProjectBotTestApp['post']>>,
  ): Promise<SignedInCustomer> {
    const body = response.json();
    if (!body.data?.access_token) throw new Error(`not signed in: ${response.body}`);
    return { access: body.data.access_token, refresh: body.data.refresh_token, cookies: cookiesOf(response) };
  }

  return {
    cookiesOf,
    /** An owner with a project whose own bot is connected. */
    async ownerWithBot(bot: { token: string }, locale = 'en'): Promise<Owner> {
      const owner = await t.ownerWithProject(locale);
      const result = await t.graphql(
        CONNECT_BOT,
        { project_id: owner.projectId, token: bot.token },
        'en',
        owner.token,
      );
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return owner;
    },
    miniAppSignIn: (domain: string, initData: string, language = 'en') =>
      t.post(CUSTOMER_AUTH_PATHS.telegram, { domain, init_data: initData }, { 'x-language': language }),
    async customerOf(owner: Owner, bot: { token: string }, user: object = miniAppUser()) {
      return signedIn(await this.miniAppSignIn(owner.domain, initDataFor(bot.token, user)));
    },
    /** The six digits of the newest sign-in code mailed to `email`. */
    async mailedCode(email: string): Promise<string> {
      const mail = (await t.mails()).findLast((m) => m.to.includes(email));
      const code = mail?.subject.match(/\d{6}/)?.[0];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async emailSignIn(domain: string, email: string, language = 'en'): Promise<SignedInCustomer> {
      const sent = await t.post(CUSTOMER_AUTH_PATHS.emailCode, { domain, email }, { 'x-language': language });
      if (sent.statusCode !== 200) throw new Error(sent.body);
      const code = await this.mailedCode(email);
      return signedIn(await t.post(CUSTOMER_AUTH_PATHS.emailVerify, { domain, email, code }));
    },
    signedIn,
  };
}
