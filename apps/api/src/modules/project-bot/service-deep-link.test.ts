import { randomUUID } from 'node:crypto';
import { projectBots } from '../../db/schema';
import { testEngines } from '../../testing/test-databases';
import { messageUpdate, newTelegramUser } from '../telegram-bot/telegram-bot-testing';
import {
  botIdOf,
  CONNECT_BOT,
  createProjectBotTestApp,
  SALON_BOT,
  type ProjectBotTestApp,
} from './project-bot-testing';

describe.each(testEngines)("the project bot's /start service-<id> on %s", (engine) => {
  let t: ProjectBotTestApp;
  beforeAll(async () => {
    t = await createProjectBotTestApp(engine);
  });
  afterAll(() => t.dispose());
  afterEach(() => t.db.delete(projectBots));

  async function connected() {
    const owner = await t.ownerWithProject('ka');
    const result = await t.graphql(
      CONNECT_BOT,
      { project_id: owner.projectId, token: SALON_BOT.token },
      'en',
      owner.token,
    );
    expect(result.errors).toBeUndefined();
    return { owner, secret: t.webhookSecretOf(botIdOf(SALON_BOT)) };
  }

  const buttonOf = (chatId: number) => {
    const replies = t.standIn.callsOf('sendMessage').filter((call) => call.params.chat_id === chatId);
    expect(replies).toHaveLength(1);
    return replies[0].params.reply_markup.inline_keyboard[0][0];
  };

  it("answers with a button opening the Mini App on that service's page, in the user's language", async () => {
    const { owner, secret } = await connected();
    const user = newTelegramUser('ru');
    const serviceId = randomUUID();

    const response = await t.deliver(
      botIdOf(SALON_BOT),
      messageUpdate(user, `/start service-${serviceId}`),
      secret,
    );

    expect(response.statusCode).toBe(200);
    expect(buttonOf(user.id).web_app.url).toBe(
      `http://${owner.domain}.localhost:3003/ru/services/${serviceId}`,
    );
  });

  it("opens the product's page for /start product-<id> (issue 15), as for a service", async () => {
    const { owner, secret } = await connected();
    const user = newTelegramUser('ka');
    const productId = randomUUID();

    await t.deliver(botIdOf(SALON_BOT), messageUpdate(user, `/start product-${productId}`), secret);

    expect(buttonOf(user.id).web_app.url).toBe(`http://${owner.domain}.localhost:3003/ka/shop/${productId}`);
  });

  it.each([
    ['service-', 'no id'],
    ['service-12345', 'an id of another shape'],
    [`service-${'z'.repeat(36)}`, 'no uuid'],
    ['product-12345', 'a product id of another shape'],
  ])('opens the home page for /start %s (%s)', async (payload) => {
    const { owner, secret } = await connected();
    const user = newTelegramUser('en');

    await t.deliver(botIdOf(SALON_BOT), messageUpdate(user, `/start ${payload}`), secret);

    expect(buttonOf(user.id).web_app.url).toBe(`http://${owner.domain}.localhost:3003/en/`);
  });
});
