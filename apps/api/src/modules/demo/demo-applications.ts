import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApplicationForm } from '@donut/validation';
import type { Db } from '../../db/database';
import {
  applicationFiles,
  applicationHistory,
  customerEvents,
  customers,
  projectServices,
  serviceApplications,
  type ApplicationChannel,
  type ApplicationStatus,
  type StoredApplicationAnswers,
} from '../../db/schema';
import type { FileStorage } from '../files/file-storage';
import { applicationFileKey } from '../applications/application-file-storage';
import { starterContentFor } from '../project-content/starter/starter-catalogue';
import { DEMO_FORMS, ROYAL_SHAVE_FORM_V1 } from './demo-application-forms';

interface DemoApplication {
  /** The service by its English starter name. */
  service: string;
  /** The demo customer by phone. */
  phone: string;
  hoursAgo: number;
  /** The statuses it went through after `new`, each some hours after the previous. */
  moves: Array<{ status: ApplicationStatus; reason?: string; note?: string }>;
  answers: StoredApplicationAnswers;
  channel?: ApplicationChannel;
  /** An older application keeps the form it was sent with. */
  form?: ApplicationForm;
  /** A small text file sent with it (the demo stores it privately, like a real one). */
  file?: { name: string; text: string };
}

const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

const demoApplications = (now: Date): DemoApplication[] => [
  {
    service: 'Royal shave',
    phone: '+995555100201',
    hoursAgo: 12 * 24,
    form: ROYAL_SHAVE_FORM_V1,
    answers: {
      q_result: 'Аккуратная короткая борода, чёткая линия щёк',
      q_length: 'Короткая',
      q_first: false,
    },
    moves: [
      { status: 'in_progress' },
      { status: 'done', note: 'Клиент доволен, записали на повтор через месяц.' },
    ],
  },
  {
    service: 'Haircut and beard',
    phone: '+995555100204',
    hoursAgo: 9 * 24,
    answers: {
      email: 'james.carter@mail.test',
      desired_date: dayFrom(now, -8),
      comment: 'Staying in Tbilisi for a week.',
    },
    moves: [{ status: 'in_progress' }, { status: 'done' }],
  },
  {
    service: "Kids' haircut",
    phone: '+995555100205',
    hoursAgo: 7 * 24,
    answers: { people: 2, q_before: true, desired_date: dayFrom(now, -5) },
    moves: [
      {
        status: 'rejected',
        reason: 'В эту субботу детский мастер в отпуске — напишите нам, пожалуйста, на следующей неделе.',
      },
    ],
  },
  {
    service: 'Royal shave',
    phone: '+995555100207',
    hoursAgo: 4 * 24,
    answers: {
      q_result: 'Как на фото, но чуть длиннее',
      q_length: 'Средняя',
      q_first: false,
      desired_date: dayFrom(now, 2),
    },
    file: {
      name: 'reference.txt',
      text: 'Референс: средняя борода, мягкий переход к вискам, без окантовки.\n',
    },
    moves: [{ status: 'in_progress', note: 'Позвонили, договорились на пятницу, 18:00.' }],
  },
  {
    service: 'Haircut and beard',
    phone: '+995555100202',
    hoursAgo: 3 * 24,
    answers: { desired_date: dayFrom(now, 1), comment: 'გთხოვთ, საღამოს თუ შეიძლება.' },
    channel: 'telegram',
    moves: [{ status: 'in_progress' }],
  },
  {
    service: 'Royal shave',
    phone: '+995555100210',
    hoursAgo: 26,
    answers: { q_result: 'წვერის ფორმის შეცვლა', q_first: true },
    channel: 'telegram',
    file: { name: 'idea.txt', text: 'მინდა მოკლე წვერი და სუფთა კისერი.\n' },
    moves: [],
  },
  {
    service: "Kids' haircut",
    phone: '+995555100208',
    hoursAgo: 10,
    answers: { people: 1, q_before: false, desired_date: dayFrom(now, 3) },
    moves: [],
  },
  {
    service: 'Haircut and beard',
    phone: '+995555100212',
    hoursAgo: 2,
    answers: { desired_date: dayFrom(now, 0), comment: 'Успею после работы к 19:00?' },
    channel: 'telegram',
    moves: [],
  },
];

/** Gives the demo services their forms; answers the service rows by their English starter name. */
async function seedForms(db: Db, projectId: string) {
  const starter = starterContentFor('barbershop').services;
  const rows = await db.select().from(projectServices).where(eq(projectServices.projectId, projectId));
  const byEnglish = new Map<string, (typeof rows)[number]>();
  for (const [english, form] of Object.entries(DEMO_FORMS)) {
    const seed = starter.find((service) => service.name.en === english);
    const row = seed && rows.find((candidate) => candidate.name === seed.name.ru);
    if (!row) continue;
    await db
      .update(projectServices)
      .set({ form })
      .where(and(eq(projectServices.projectId, projectId), eq(projectServices.id, row.id)));
    byEnglish.set(english, { ...row, form });
  }
  return byEnglish;
}

/**
 * The demo barbershop's applications (issue 16): forms on three services (a required question, a choice, a yes/no,
 * a files field, a date, people) and eight applications from its clients in every status, with the owner's notes,
 * a rejection's reason, histories, the clients' timelines and two small attachments (when `files` is given). No
 * outbox events: seeding tells nobody anything.
 */
export async function seedDemoApplications(
  db: Db,
  project: { id: string; ownerId: string },
  files?: FileStorage,
  now = new Date(),
): Promise<void> {
  const services = await seedForms(db, project.id);
  const base = await db
    .select({ id: customers.id, phone: customers.phone, name: customers.name, language: customers.language })
    .from(customers)
    .where(eq(customers.projectId, project.id));
  for (const [index, demo] of demoApplications(now).entries()) {
    const service = services.get(demo.service);
    const customer = base.find((row) => row.phone === demo.phone);
    if (!service || !customer) continue;
    const form = demo.form ?? service.form;
    const createdAt = new Date(now.getTime() - demo.hoursAgo * 3_600_000);
    const at = (step: number) => new Date(createdAt.getTime() + step * 3_600_000);
    const last = demo.moves.at(-1);
    const [row] = await db
      .insert(serviceApplications)
      .values({
        projectId: project.id,
        number: index + 1,
        serviceId: service.id,
        serviceName: service.name,
        customerId: customer.id,
        status: last?.status ?? 'new',
        rejectionReason: last?.reason ?? null,
        formVersion: form.version,
        formFields: form.fields,
        answers: { name: customer.name ?? '', phone: demo.phone, ...demo.answers },
        language: customer.language,
        channel: demo.channel ?? 'web',
        idempotencyKey: `demo-${index + 1}`,
        createdAt,
        updatedAt: at(demo.moves.length),
      })
      .returning({ id: serviceApplications.id });
    const mine = { projectId: project.id, applicationId: row.id };
    await db.insert(applicationHistory).values({ ...mine, kind: 'created', status: 'new', createdAt });
    for (const [step, move] of demo.moves.entries()) {
      await db.insert(applicationHistory).values({
        ...mine,
        kind: 'status',
        status: move.status,
        text: move.reason ?? null,
        authorClientId: project.ownerId,
        createdAt: at(step + 1),
      });
      if (move.note)
        await db.insert(applicationHistory).values({
          ...mine,
          kind: 'note',
          text: move.note,
          authorClientId: project.ownerId,
          createdAt: at(step + 1.5),
        });
    }
    await db.insert(customerEvents).values({
      projectId: project.id,
      customerId: customer.id,
      kind: 'application',
      text: service.name,
      data: { applicationId: row.id, number: index + 1 },
      createdAt,
    });
    if (demo.file && files) {
      const id = randomUUID();
      const content = Buffer.from(demo.file.text);
      const key = applicationFileKey(project.id, id, 'txt');
      await files.write(key, content);
      await db.insert(applicationFiles).values({
        ...mine,
        id,
        fieldId: 'files',
        name: demo.file.name,
        contentType: 'text/plain',
        sizeBytes: content.length,
        storageKey: key,
        createdAt,
      });
    }
  }
}
