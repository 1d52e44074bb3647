import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, currencies, directions, languages, projects } from '../../db/schema';
import { hashPassword } from '../auth/password-hasher';
import { notify } from '../notifications/notifications.service';
import { createStarterContent } from '../project-content/starter/create-starter-content';
import { PROJECT_SECTIONS } from '@donut/validation';
import { startTrial } from '../billing/trial';
import type { TokenCipher } from '../project-bot/token-cipher';
import type { FileStorage } from '../files/file-storage';
import { seedDemoApplications } from './demo-applications';
import { seedDemoBot } from './demo-bot';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoServices } from './demo-services';
import { seedDemoShop } from './demo-shop';
import { seedDemoSite } from './demo-site';

/** The demo owner `npm start` signs in with (printed by the start script and the README). */
export const DEMO_OWNER = { email: 'demo@donut.local', password: 'donut-demo-2026' } as const;
export const DEMO_PROJECT_DOMAIN = 'demo-barbershop';

/**
 * Demo data for a local run (DEMO_DATA=true, never in production): a confirmed owner on the trial with
 * one barbershop project, its starter content sorted into a service catalogue, its published site, a dozen
 * clients with their applications (the attachments stored when given the private storage) and (given the API's
 * token cipher) its connected bot; and a clothing shop with its catalogue, delivery settings and orders. Only when the demo owner does not exist yet, so it
 * never overwrites what someone changed while trying the product.
 */
export async function seedDemoData(
  db: Db,
  botCipher?: TokenCipher,
  privateFiles?: FileStorage,
): Promise<boolean> {
  const [existing] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, DEMO_OWNER.email));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  await db.transaction(async (tx) => {
    const [ru] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.abbrFront, 'ru'));
    const [owner] = await tx
      .insert(clients)
      .values({
        email: DEMO_OWNER.email,
        passwordHash,
        name: 'Demo',
        surname: 'Owner',
        isConfirmEmail: true,
        languageId: ru?.id ?? null,
      })
      .returning({ id: clients.id });
    await startTrial(tx, owner.id);
    const [gel] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'GEL'));
    const [barbershop] = await tx
      .select({ id: directions.id })
      .from(directions)
      .where(eq(directions.code, 'barbershop'));
    const [project] = await tx
      .insert(projects)
      .values({
        clientId: owner.id,
        name: 'Барбершоп «Усы»',
        domain: DEMO_PROJECT_DOMAIN,
        description: 'Мужские стрижки и бритьё в центре Тбилиси.',
        currencyId: gel?.id ?? null,
        directionId: barbershop?.id ?? null,
        languageId: ru?.id ?? null,
        locale: 'ru',
        menu: PROJECT_SECTIONS.map((key) => ({ key, is_visible: true })),
      })
      .returning({ id: projects.id, name: projects.name, domain: projects.domain });
    await createStarterContent(tx, project.id, 'ru');
    await seedDemoServices(tx, project.id);
    await seedDemoSite(tx, project.id);
    if (botCipher) await seedDemoBot(tx, project.id, botCipher);
    await seedDemoCustomers(tx, project.id);
    await seedDemoApplications(tx, { id: project.id, ownerId: owner.id }, privateFiles);
    await seedDemoShop(tx, owner.id);
    await notify(tx, {
      clientId: owner.id,
      kind: 'project-created',
      projectId: project.id,
      params: { name: project.name, domain: project.domain },
    });
  });
  return true;
}
