import { and, eq } from 'drizzle-orm';
import { customerNotifications, projectBots } from '../../db/schema';
import { startBotApiStandIn, type BotApiStandIn } from '../../testing/bot-api-stand-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { renderNotification } from '../customers/customer-timeline';
import { botIdOf, CONNECT_BOT, SALON_BOT } from '../project-bot/project-bot-testing';
import {
  eventRows,
  insertApplication,
  linkOwnerTelegram,
  ownerWithProject,
  recordCommitted,
  type TestProject,
} from './events-testing';

const PLATFORM_BOT = {
  token: '7000000003:AAF-test-token-of-the-donut-platform-bot',
  username: 'donut_test_bot',
};
const HOUR = 3600_000;

describe.each(testEngines)('what applications set off, on %s', (engine) => {
  let t: TestApp;
  let standIn: BotApiStandIn;
  beforeAll(async () => {
    standIn = await startBotApiStandIn({ ...PLATFORM_BOT, otherBots: [SALON_BOT] });
    t = await createTestApp(engine, {
      TELEGRAM_API_ROOT: standIn.apiRoot,
      TELEGRAM_BOT_TOKEN: PLATFORM_BOT.token,
    });
  });
  // Each test connects the stand-in's bot afresh: a bot belongs to one project.
  afterEach(() => t.db.delete(projectBots));
  afterAll(async () => {
    await t.dispose();
    await standIn.close();
  });

  async function connectSalonBot(project: TestProject) {
    const connected = await t.graphql(
      CONNECT_BOT,
      { project_id: project.projectId, token: SALON_BOT.token },
      'en',
      project.ownerToken,
    );
    expect(connected.errors).toBeUndefined();
  }
  const deliver = (now?: Date) => t.app.donut.services.events.deliverPending({ now });
  const messagesTo = (chatId: number | string) =>
    standIn.callsOf('sendMessage').filter((call) => String(call.params.chat_id) === String(chatId));
  const notificationsOf = async (project: TestProject) =>
    (
      await t.graphql(
        '{ notification_list { list { title button_text button_link project { id } } } }',
        {},
        'ru',
        project.ownerToken,
      )
    ).data.notification_list.list.filter(
      (n: { project: { id: string } | null; button_link: string | null }) =>
        n.project?.id === project.projectId && n.button_link?.includes('/applications/'),
    );

  it('tells the owner of a new application in the CRM and in Telegram, in the owner’s language', async () => {
    const project = await ownerWithProject(t);
    await linkOwnerTelegram(t.db, project.ownerId, '5550001', 'ru');
    const { application } = await insertApplication(t.db, project.projectId, {
      customer: { name: 'Nino', language: 'ka' },
      service: 'Consultation',
    });
    await recordCommitted(t.db, {
      projectId: project.projectId,
      kind: 'application.received',
      subjectId: application.id,
    });

    expect(await deliver()).toMatchObject({ delivered: 1, failed: 0 });

    const link = `http://${project.domain}.localhost:3002/ru/admin/applications/${application.id}`;
    expect(await notificationsOf(project)).toEqual([
      {
        title: 'Новая заявка №1 на «Consultation» от Nino',
        button_text: 'Открыть заявку',
        button_link: link,
        project: { id: project.projectId },
      },
    ]);
    const [message] = messagesTo('5550001');
    expect(message.botId).toBe(botIdOf(PLATFORM_BOT));
    expect(message.params.text).toBe('Новая заявка №1 на «Consultation» от Nino');
    expect(message.params.reply_markup.inline_keyboard[0][0]).toEqual({ text: 'Открыть заявку', url: link });
  });

  it('tells an owner without Telegram in the CRM only', async () => {
    const project = await ownerWithProject(t);
    const sent = standIn.callsOf('sendMessage').length;
    const { application } = await insertApplication(t.db, project.projectId, {
      customer: { name: 'Giorgi', language: 'en' },
    });
    await recordCommitted(t.db, {
      projectId: project.projectId,
      kind: 'application.received',
      subjectId: application.id,
    });

    await deliver();

    expect(await notificationsOf(project)).toHaveLength(1);
    expect(standIn.callsOf('sendMessage')).toHaveLength(sent);
  });

  it("tells a Telegram customer of a status change through the project's bot, in the customer's language", async () => {
    const project = await ownerWithProject(t);
    await connectSalonBot(project);
    const { application, customer } = await insertApplication(t.db, project.projectId, {
      customer: { name: 'Анна', language: 'ru', telegramUserId: 7770001, email: 'anna@mail.test' },
      service: 'Стрижка',
      status: 'rejected',
    });
    await recordCommitted(t.db, {
      projectId: project.projectId,
      kind: 'application.status_changed',
      subjectId: application.id,
      payload: { status: 'rejected', reason: 'Мастер в отпуске' },
    });
    const mailsBefore = (await t.mails()).length;

    expect(await deliver()).toMatchObject({ delivered: 1, failed: 0 });

    const text = 'Ваша заявка №1 на «Стрижка» отклонена: Мастер в отпуске';
    const [message] = messagesTo(7770001);
    expect(message).toMatchObject({ botId: botIdOf(SALON_BOT), params: { text } });
    expect(await t.mails()).toHaveLength(mailsBefore);
    const rows = await t.db
      .select()
      .from(customerNotifications)
      .where(
        and(
          eq(customerNotifications.projectId, project.projectId),
          eq(customerNotifications.customerId, customer.id),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(renderNotification('ru', rows[0], 'Салон')).toMatchObject({ title: 'Заявка №1', body: text });
    expect(renderNotification('en', rows[0], 'Salon').body).toBe(
      'Your application #1 for “Стрижка” was rejected: Мастер в отпуске',
    );
  });

  it('mails a customer without Telegram, in their language, with a link to their cabinet', async () => {
    const project = await ownerWithProject(t);
    const { application } = await insertApplication(t.db, project.projectId, {
      customer: { name: 'Nino', language: 'ka', email: 'nino@mail.test' },
      service: 'კონსულტაცია',
      status: 'in_progress',
    });
    await recordCommitted(t.db, {
      projectId: project.projectId,
      kind: 'application.status_changed',
      subjectId: application.id,
      payload: { status: 'in_progress', reason: null },
    });

    await deliver();

    const mail = (await t.mails()).filter((m) => m.to === 'nino@mail.test');
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(`განაცხადი №1 მუშავდება — Studio ${project.domain}`);
    expect(mail[0].text).toContain('„კონსულტაცია“');
    expect(mail[0].link).toBe(`http://${project.domain}.localhost:3003/ka/cabinet`);
  });

  it('retries a message Telegram refused without repeating the notification', async () => {
    const project = await ownerWithProject(t);
    await connectSalonBot(project);
    const { application, customer } = await insertApplication(t.db, project.projectId, {
      customer: { name: 'Levan', language: 'en', telegramUserId: 7770002 },
      status: 'done',
    });
    await recordCommitted(t.db, {
      projectId: project.projectId,
      kind: 'application.status_changed',
      subjectId: application.id,
      payload: { status: 'done', reason: null },
    });
    standIn.failNext('sendMessage', { error_code: 502, description: 'Bad Gateway' });

    expect(await deliver()).toMatchObject({ delivered: 0, failed: 1 });
    const [failed] = await eventRows(t.db, project.projectId);
    expect(failed.lastError).toContain('customer-message');
    expect(failed.doneReactions).toEqual(['customer-notification', 'realtime']);

    expect(await deliver(new Date(Date.now() + HOUR))).toMatchObject({ delivered: 1 });
    expect(messagesTo(7770002).map((call) => call.params.text)).toEqual([
      'Your application #1 for “Consultation” is done.',
      'Your application #1 for “Consultation” is done.',
    ]);
    const notifications = await t.db
      .select()
      .from(customerNotifications)
      .where(eq(customerNotifications.customerId, customer.id));
    expect(notifications).toHaveLength(1);
  });
});
