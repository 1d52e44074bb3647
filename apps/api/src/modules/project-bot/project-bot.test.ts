import { eq } from 'drizzle-orm';
import { projectBots } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { testEngines } from '../../testing/test-databases';
import { messageUpdate, newTelegramUser } from '../telegram-bot/telegram-bot-testing';
import {
  botIdOf,
  CAFE_BOT,
  CONNECT_BOT,
  createProjectBotTestApp,
  DISCONNECT_BOT,
  GET_BOT,
  SALON_BOT,
  UNKNOWN_TOKEN,
  type ProjectBotTestApp,
} from './project-bot-testing';

type Owner = Awaited<ReturnType<ProjectBotTestApp['ownerWithProject']>>;

describe.each(testEngines)("a project's own bot on %s", (engine) => {
  let t: ProjectBotTestApp;
  beforeAll(async () => {
    t = await createProjectBotTestApp(engine);
  });
  afterAll(() => t.dispose());
  // Each test connects the stand-in's bots afresh.
  afterEach(() => t.db.delete(projectBots));

  const connect = (owner: Owner, token: string, language = 'en') =>
    t.graphql(CONNECT_BOT, { project_id: owner.projectId, token }, language, owner.token);
  const getBot = async (owner: Owner) =>
    (await t.graphql(GET_BOT, { project_id: owner.projectId }, 'en', owner.token)).data.project_bot;
  const callsTo = (bot: { token: string }, method: string) =>
    t.standIn.callsOf(method).filter((call) => call.botId === botIdOf(bot));
  const repliesTo = (chatId: number) =>
    t.standIn.callsOf('sendMessage').filter((call) => call.params.chat_id === chatId);

  async function connected(bot = SALON_BOT, locale = 'en') {
    const owner = await t.ownerWithProject(locale);
    const result = await connect(owner, bot.token);
    expect(result.errors).toBeUndefined();
    return { owner, secret: t.webhookSecretOf(botIdOf(bot)) };
  }

  it('connects a bot: getMe, the webhook on its id with a secret, and the menu button opening the Mini App', async () => {
    const owner = await t.ownerWithProject();

    const result = await connect(owner, `  ${SALON_BOT.token} `);

    expect(result.errors).toBeUndefined();
    expect(result.data.connect_project_bot).toMatchObject({
      project_id: owner.projectId,
      connected: true,
      username: SALON_BOT.username,
      name: SALON_BOT.name,
    });
    expect(Date.parse(result.data.connect_project_bot.connected_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(callsTo(SALON_BOT, 'getMe').length).toBeGreaterThan(0);
    const [webhook] = callsTo(SALON_BOT, 'setWebhook').slice(-1);
    expect(webhook.params.url).toBe(`https://api.donut.test/telegram/projects/${botIdOf(SALON_BOT)}/webhook`);
    expect(webhook.params.secret_token).toMatch(/^[\w-]{32,256}$/);
    expect(webhook.params.allowed_updates).toEqual(['message', 'edited_message', 'callback_query']);
    const [menu] = callsTo(SALON_BOT, 'setChatMenuButton').slice(-1);
    expect(menu.params.menu_button).toEqual({
      type: 'web_app',
      text: translate('en', 'api.project-bot.open-app'),
      web_app: { url: `http://${owner.domain}.localhost:3003/en/` },
    });
    expect(await getBot(owner)).toEqual(result.data.connect_project_bot);
  });

  it('stores the token encrypted and the webhook secret only as a hash', async () => {
    const { owner, secret } = await connected();
    const [row] = await t.db.select().from(projectBots).where(eq(projectBots.projectId, owner.projectId));
    const secretPart = SALON_BOT.token.split(':')[1];
    expect(JSON.stringify(row)).not.toContain(secretPart);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.tokenEncrypted).toMatch(/^v1\./);
  });

  it.each([
    ['not shaped like a token', 'hello'],
    ['over 100 characters', `7100000001:${'A'.repeat(120)}`],
  ])('refuses a token %s without asking Telegram', async (_, token) => {
    const owner = await t.ownerWithProject();
    const callsBefore = t.standIn.calls.length;

    const result = await connect(owner, token, 'ru');

    expect(result.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toBe(translate('ru', 'api.project-bot.token-invalid'));
    expect(result.errors?.[0].extensions.fields).toHaveProperty('token');
    expect(t.standIn.calls.length).toBe(callsBefore);
    expect((await getBot(owner)).connected).toBe(false);
  });

  it("refuses a token Telegram does not know, with the field error in the owner's language", async () => {
    const owner = await t.ownerWithProject();
    const result = await connect(owner, UNKNOWN_TOKEN, 'ka');
    expect(result.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toBe(translate('ka', 'api.project-bot.token-invalid'));
    expect((await getBot(owner)).connected).toBe(false);
  });

  it('refuses the token of a bot connected to another project, and leaves that bot alone', async () => {
    const { owner: first, secret } = await connected();
    const webhooksBefore = callsTo(SALON_BOT, 'setWebhook').length;
    const second = await t.ownerWithProject();

    const result = await connect(second, SALON_BOT.token, 'ru');

    expect(result.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(result.errors?.[0].message).toBe(translate('ru', 'api.project-bot.connected-elsewhere'));
    expect(callsTo(SALON_BOT, 'setWebhook').length).toBe(webhooksBefore);
    expect((await getBot(first)).connected).toBe(true);
    expect((await getBot(second)).connected).toBe(false);
    const user = newTelegramUser();
    expect((await t.deliver(botIdOf(SALON_BOT), messageUpdate(user, '/start'), secret)).statusCode).toBe(200);
  });

  it('disconnects: the webhook is deleted, the token forgotten and the old secret refused', async () => {
    const { owner, secret } = await connected();

    const result = await t.graphql(DISCONNECT_BOT, { project_id: owner.projectId }, 'en', owner.token);

    expect(result.errors).toBeUndefined();
    expect(result.data.disconnect_project_bot).toEqual({
      project_id: owner.projectId,
      connected: false,
      username: null,
      name: null,
      connected_at: null,
    });
    expect(callsTo(SALON_BOT, 'deleteWebhook').length).toBeGreaterThan(0);
    expect(await t.db.select().from(projectBots).where(eq(projectBots.projectId, owner.projectId))).toEqual(
      [],
    );
    const user = newTelegramUser();
    expect((await t.deliver(botIdOf(SALON_BOT), messageUpdate(user, '/start'), secret)).statusCode).toBe(401);
    // Now free for another project.
    expect((await connect(await t.ownerWithProject(), SALON_BOT.token)).errors).toBeUndefined();
  });

  it('moves the webhook off the bot a project replaces', async () => {
    const { owner } = await connected(SALON_BOT);
    const deletesBefore = callsTo(SALON_BOT, 'deleteWebhook').length;
    expect((await connect(owner, CAFE_BOT.token)).data.connect_project_bot.username).toBe(CAFE_BOT.username);
    expect(callsTo(SALON_BOT, 'deleteWebhook').length).toBe(deletesBefore + 1);
  });

  it.each([
    ['no secret', null],
    ['a wrong secret', 'not-the-secret-not-the-secret-0000'],
  ])('refuses an update with %s (401) and answers nothing', async (_, secret) => {
    await connected();
    const user = newTelegramUser();

    const response = await t.deliver(botIdOf(SALON_BOT), messageUpdate(user, '/start'), secret);

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect(repliesTo(user.id)).toEqual([]);
  });

  it("refuses an update for a bot it does not know, or with the other bot's secret", async () => {
    const { secret } = await connected(SALON_BOT);
    await connected(CAFE_BOT);
    const user = newTelegramUser();
    expect((await t.deliver(botIdOf(CAFE_BOT), messageUpdate(user, '/start'), secret)).statusCode).toBe(401);
    expect((await t.deliver('7199999999', messageUpdate(user, '/start'), secret)).statusCode).toBe(401);
    expect((await t.deliver('not-a-bot', messageUpdate(user, '/start'), secret)).statusCode).toBe(401);
    expect(repliesTo(user.id)).toEqual([]);
  });

  it.each([
    ["the user's Telegram language", 'ru', 'ka', 'ru'],
    ["the project's language when Telegram's is not ours", 'de', 'ka', 'ka'],
    ["the project's language when Telegram gives none", undefined, 'ru', 'ru'],
  ] as const)(
    'greets /start in %s with a button opening the Mini App',
    async (_, telegramLanguage, projectLocale, expected) => {
      const { owner, secret } = await connected(SALON_BOT, projectLocale);
      const user = { ...newTelegramUser(), language_code: telegramLanguage };

      const response = await t.deliver(botIdOf(SALON_BOT), messageUpdate(user, '/start'), secret);

      expect(response.statusCode).toBe(200);
      const [reply] = repliesTo(user.id);
      expect(reply.botId).toBe(botIdOf(SALON_BOT));
      expect(reply.params.text).toBe(
        translate(expected, 'api.project-bot.greeting', { project: `Salon ${owner.domain}` }),
      );
      expect(reply.params.reply_markup.inline_keyboard).toEqual([
        [
          {
            text: translate(expected, 'api.project-bot.open-app'),
            web_app: { url: `http://${owner.domain}.localhost:3003/${expected}/` },
          },
        ],
      ]);
    },
  );

  it.each([
    ['p_home', 'the page it names'],
    ['p_nowhere', 'the home page for an unknown page'],
    ['ref-42', 'the home page for a payload of another shape'],
  ])('opens /start %s on %s', async (payload) => {
    const { owner, secret } = await connected();
    const user = newTelegramUser('en');

    await t.deliver(botIdOf(SALON_BOT), messageUpdate(user, `/start ${payload}`), secret);

    const [reply] = repliesTo(user.id);
    expect(reply.params.reply_markup.inline_keyboard[0][0].web_app.url).toBe(
      `http://${owner.domain}.localhost:3003/en/`,
    );
  });

  it('accepts the updates it does not answer yet (photo, edited message, callback query, a group chat) without replying', async () => {
    const { secret } = await connected();
    const user = newTelegramUser();
    const chat = { id: user.id, type: 'private', first_name: 'Нино' };
    const from = { id: user.id, is_bot: false, first_name: 'Нино', language_code: 'en' };
    const date = Math.floor(Date.now() / 1000);
    const updates = [
      {
        update_id: 910_001,
        message: {
          message_id: 1,
          date,
          chat,
          from,
          photo: [{ file_id: 'AgAD', file_unique_id: 'u1', width: 90, height: 90 }],
          caption: 'Like this?',
        },
      },
      {
        update_id: 910_002,
        edited_message: { message_id: 2, date, edit_date: date, chat, from, text: 'fixed' },
      },
      { update_id: 910_003, callback_query: { id: '77', from, chat_instance: '5', data: 'p_home' } },
      {
        update_id: 910_004,
        message: {
          message_id: 3,
          date,
          chat: { id: -100_123, type: 'supergroup', title: 'Regulars' },
          from,
          text: '/start',
          entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        },
      },
    ];

    for (const update of updates)
      expect((await t.deliver(botIdOf(SALON_BOT), update, secret)).statusCode).toBe(200);

    expect(repliesTo(user.id)).toEqual([]);
    expect(repliesTo(-100_123)).toEqual([]);
  });

  it('answers an update delivered twice once', async () => {
    const { secret } = await connected();
    const user = newTelegramUser();
    const update = messageUpdate(user, '/start');

    expect((await t.deliver(botIdOf(SALON_BOT), update, secret)).statusCode).toBe(200);
    expect((await t.deliver(botIdOf(SALON_BOT), update, secret)).statusCode).toBe(200);

    expect(repliesTo(user.id)).toHaveLength(1);
  });

  it('answers 500 when the reply cannot be sent, and the redelivery answers', async () => {
    const { secret } = await connected();
    const user = newTelegramUser();
    const update = messageUpdate(user, '/start');
    t.standIn.failNext('sendMessage', { error_code: 502, description: 'Bad Gateway' });

    expect((await t.deliver(botIdOf(SALON_BOT), update, secret)).statusCode).toBe(500);
    expect((await t.deliver(botIdOf(SALON_BOT), update, secret)).statusCode).toBe(200);
    expect(repliesTo(user.id)).toHaveLength(2);
  });

  it('never returns the token through GraphQL nor writes it to the logs', async () => {
    const owner = await t.ownerWithProject();
    t.logs.length = 0;
    const answers = [
      await connect(owner, SALON_BOT.token),
      await t.graphql(GET_BOT, { project_id: owner.projectId }, 'en', owner.token),
    ];
    const secret = t.webhookSecretOf(botIdOf(SALON_BOT));
    await t.deliver(botIdOf(SALON_BOT), messageUpdate(newTelegramUser(), '/start'), secret);
    t.standIn.failNext('sendMessage', { error_code: 502, description: 'Bad Gateway' });
    await t.deliver(botIdOf(SALON_BOT), messageUpdate(newTelegramUser(), '/start'), secret);
    answers.push(await t.graphql(DISCONNECT_BOT, { project_id: owner.projectId }, 'en', owner.token));

    const tokenSecret = SALON_BOT.token.split(':')[1];
    expect(t.logs.length).toBeGreaterThan(0);
    expect(t.logs.join('\n')).toContain('project bot update failed');
    expect(t.logs.join('\n')).not.toContain(tokenSecret);
    expect(t.logs.join('\n')).not.toContain(secret);
    expect(JSON.stringify(answers)).not.toContain(tokenSecret);
  });

  it("keeps two owners apart: another owner's project answers NOT_FOUND and its bot stays", async () => {
    const { owner: alice } = await connected();
    const bob = await t.ownerWithProject();
    const asBob = (query: string, variables: Record<string, unknown>) =>
      t.graphql(query, variables, 'en', bob.token);

    const answers = [
      await asBob(GET_BOT, { project_id: alice.projectId }),
      await asBob(CONNECT_BOT, { project_id: alice.projectId, token: CAFE_BOT.token }),
      await asBob(DISCONNECT_BOT, { project_id: alice.projectId }),
    ];

    for (const answer of answers) expect(answer.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(await getBot(alice)).toMatchObject({ connected: true, username: SALON_BOT.username });
    expect(await getBot(bob)).toMatchObject({ connected: false });
    const anonymous = await t.graphql(GET_BOT, { project_id: alice.projectId });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('limits connection attempts per owner', async () => {
    const owner = await t.ownerWithProject();
    for (let attempt = 0; attempt < 10; attempt++) await connect(owner, UNKNOWN_TOKEN);
    const refused = await connect(owner, SALON_BOT.token, 'ru');
    expect(refused.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0].message).toBe(translate('ru', 'api.project-bot.too-many-attempts'));
  });
});
