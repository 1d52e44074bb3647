import type { Db } from '../../db/database';
import { customerEvents, customerNotifications, customers, type CustomerSource } from '../../db/schema';

interface DemoCustomer {
  name: string;
  phone?: string;
  email?: string;
  language: 'ru' | 'en' | 'ka';
  telegram?: { id: number; username?: string };
  source: CustomerSource;
  discount?: number;
  tags?: string[];
  /** Days since they came, and since they were last seen (none: never signed in). */
  daysAgo: number;
  seenDaysAgo?: number;
  note?: string;
}

// A barbershop's base a month into using Donut: regulars from Telegram, a few who signed up on the site, some
// the owner typed in from the old notebook; a few with a discount, tags and a note.
const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    name: 'Георгий Беридзе',
    phone: '+995555100201',
    language: 'ru',
    telegram: { id: 5100000001, username: 'gio_beridze' },
    source: 'telegram',
    discount: 10,
    tags: ['постоянный'],
    daysAgo: 30,
    seenDaysAgo: 1,
    note: 'Стрижка под машинку, 3 мм по бокам.',
  },
  {
    name: 'ნიკა გელაშვილი',
    phone: '+995555100202',
    language: 'ka',
    telegram: { id: 5100000002, username: 'nika_g' },
    source: 'telegram',
    tags: ['ბორდი'],
    daysAgo: 28,
    seenDaysAgo: 3,
  },
  {
    name: 'Дмитрий Соколов',
    email: 'd.sokolov@mail.test',
    language: 'ru',
    source: 'web',
    daysAgo: 21,
    seenDaysAgo: 21,
  },
  {
    name: 'James Carter',
    email: 'james.carter@mail.test',
    phone: '+995555100204',
    language: 'en',
    source: 'web',
    discount: 5,
    tags: ['tourist'],
    daysAgo: 14,
    seenDaysAgo: 2,
  },
  {
    name: 'Лука Чхеидзе',
    phone: '+995555100205',
    language: 'ru',
    source: 'manual',
    tags: ['постоянный', 'борода'],
    daysAgo: 27,
    note: 'Приходит по пятницам после работы.',
  },
  {
    name: 'გიორგი მაისურაძე',
    language: 'ka',
    telegram: { id: 5100000006 },
    source: 'telegram',
    daysAgo: 9,
    seenDaysAgo: 9,
  },
  {
    name: 'Артём Ким',
    phone: '+995555100207',
    email: 'artem.kim@mail.test',
    language: 'ru',
    telegram: { id: 5100000007, username: 'artemkim' },
    source: 'telegram',
    discount: 15,
    tags: ['постоянный'],
    daysAgo: 25,
    seenDaysAgo: 0,
  },
  { name: 'Давид Абашидзе', phone: '+995555100208', language: 'ru', source: 'manual', daysAgo: 20 },
  {
    name: 'Oliver Smith',
    email: 'oliver.smith@mail.test',
    language: 'en',
    source: 'web',
    daysAgo: 6,
    seenDaysAgo: 6,
  },
  {
    name: 'ლევან ხარაიშვილი',
    phone: '+995555100210',
    language: 'ka',
    telegram: { id: 5100000010, username: 'levanx' },
    source: 'telegram',
    tags: ['ბორდი'],
    daysAgo: 4,
    seenDaysAgo: 4,
  },
  {
    name: 'Михаил Орлов',
    email: 'm.orlov@mail.test',
    language: 'ru',
    source: 'web',
    discount: 5,
    daysAgo: 2,
    seenDaysAgo: 2,
  },
  {
    name: 'Саба Кварацхелия',
    phone: '+995555100212',
    language: 'ru',
    telegram: { id: 5100000012, username: 'saba_k' },
    source: 'telegram',
    daysAgo: 1,
    seenDaysAgo: 1,
  },
];

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** The demo barbershop's clients, each with the timeline and cabinet notifications a real one would have. */
export async function seedDemoCustomers(db: Db, projectId: string, now = new Date()): Promise<void> {
  for (const demo of DEMO_CUSTOMERS) {
    const createdAt = daysAgo(now, demo.daysAgo);
    const [row] = await db
      .insert(customers)
      .values({
        projectId,
        name: demo.name,
        phone: demo.phone ?? null,
        email: demo.email ?? null,
        language: demo.language,
        telegramUserId: demo.telegram?.id ?? null,
        telegramUsername: demo.telegram?.username ?? null,
        source: demo.source,
        discountPercent: demo.discount ?? 0,
        tags: demo.tags ?? [],
        createdAt,
        updatedAt: createdAt,
        lastSeenAt: demo.seenDaysAgo === undefined ? null : daysAgo(now, demo.seenDaysAgo),
      })
      .returning({ id: customers.id });
    const mine = { projectId, customerId: row.id };
    await db.insert(customerEvents).values({ ...mine, kind: 'created', text: demo.source, createdAt });
    await db.insert(customerNotifications).values({ ...mine, kind: 'welcome', createdAt, readAt: createdAt });
    if (demo.discount) {
      const at = daysAgo(now, Math.max(demo.daysAgo - 1, 0));
      await db.insert(customerEvents).values({
        ...mine,
        kind: 'discount_changed',
        data: { percent: demo.discount, previous: 0 },
        createdAt: at,
      });
      await db
        .insert(customerNotifications)
        .values({ ...mine, kind: 'discount', params: { percent: demo.discount }, createdAt: at });
    }
    if (demo.note)
      await db
        .insert(customerEvents)
        .values({ ...mine, kind: 'note', text: demo.note, createdAt: daysAgo(now, 0) });
  }
}
