import { and, eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import {
  clients,
  customers,
  identities,
  languages,
  projects,
  serviceApplications,
  type ApplicationStatus,
} from '../../db/schema';

/** What the messages about one application say and whom they reach, read when the event is delivered. */
export interface ApplicationFacts {
  id: string;
  number: number;
  serviceId: string | null;
  serviceName: string;
  status: ApplicationStatus;
  rejectionReason: string | null;
  /** The customer's name, else the name given in the form. */
  customerName: string;
  customer: { id: string; locale: Locale; email: string | null; telegramUserId: number | null };
  project: { id: string; name: string; domain: string; locale: Locale };
  owner: { clientId: string; locale: Locale; telegramUserId: string | null };
}

const localeOr = (value: string | null | undefined, fallback: Locale): Locale =>
  isLocale(value) ? value : fallback;

/** The application with its customer, project and owner in one query; null once it is gone (deleted). */
export async function loadApplicationFacts(
  db: Db,
  projectId: string,
  applicationId: string,
): Promise<ApplicationFacts | null> {
  const [row] = await db
    .select({
      application: serviceApplications,
      customer: {
        name: customers.name,
        language: customers.language,
        email: customers.email,
        telegramUserId: customers.telegramUserId,
      },
      project: { name: projects.name, domain: projects.domain, locale: projects.locale },
      ownerClientId: projects.clientId,
      ownerLanguage: languages.abbrFront,
      ownerTelegram: identities.subject,
    })
    .from(serviceApplications)
    .innerJoin(
      customers,
      and(
        eq(customers.projectId, serviceApplications.projectId),
        eq(customers.id, serviceApplications.customerId),
      ),
    )
    .innerJoin(projects, eq(projects.id, serviceApplications.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(languages, eq(languages.id, clients.languageId))
    .leftJoin(identities, and(eq(identities.clientId, clients.id), eq(identities.provider, 'telegram')))
    .where(and(eq(serviceApplications.projectId, projectId), eq(serviceApplications.id, applicationId)));
  if (!row) return null;
  const { application, customer, project } = row;
  const projectLocale = localeOr(project.locale, 'en');
  const answeredName = application.answers.name;
  return {
    id: application.id,
    number: application.number,
    serviceId: application.serviceId,
    serviceName: application.serviceName,
    status: application.status,
    rejectionReason: application.rejectionReason,
    customerName: customer.name ?? (typeof answeredName === 'string' ? answeredName : ''),
    customer: {
      id: application.customerId,
      locale: localeOr(customer.language, projectLocale),
      email: customer.email,
      telegramUserId: customer.telegramUserId,
    },
    project: { id: projectId, name: project.name, domain: project.domain, locale: projectLocale },
    owner: {
      clientId: row.ownerClientId,
      locale: localeOr(row.ownerLanguage, projectLocale),
      telegramUserId: row.ownerTelegram,
    },
  };
}
