import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@donut/i18n';
import type { Db } from '../../../db/database';
import {
  currencies,
  directions,
  languages,
  productCategories,
  projects,
  projectServices,
  projectWorkingHours,
} from '../../../db/schema';
import { lockPlanUsage, planAllowance } from '../../billing/plan-limits';
import { starterContentFor } from './starter-catalogue';
import { starterPriceMinor } from './starter-price';

interface StarterContext {
  clientId: string | null;
  directionCode: string | null;
  currencyCode: string | null;
  languageCode: string | null;
}

async function readStarterContext(tx: Db, projectId: string): Promise<StarterContext> {
  const [row] = await tx
    .select({
      clientId: projects.clientId,
      directionCode: directions.code,
      currencyCode: currencies.code,
      languageCode: languages.abbrFront,
    })
    .from(projects)
    .leftJoin(directions, eq(directions.id, projects.directionId))
    .leftJoin(currencies, eq(currencies.id, projects.currencyId))
    .leftJoin(languages, eq(languages.id, projects.languageId))
    .where(eq(projects.id, projectId));
  return row ?? { clientId: null, directionCode: null, currencyCode: null, languageCode: null };
}

/** The project's language when the product speaks it, else the language of the request that creates it. */
export const starterLanguage = (languageCode: string | null, requestLocale: Locale): Locale =>
  isLocale(languageCode) ? languageCode : requestLocale;

/**
 * Fills a new project with the services, catalogue categories and working week of its direction,
 * in its language and currency (ADR 0008). Runs inside the transaction that creates the project.
 */
export async function createStarterContent(tx: Db, projectId: string, requestLocale: Locale): Promise<void> {
  const context = await readStarterContext(tx, projectId);
  const content = starterContentFor(context.directionCode);
  const language = starterLanguage(context.languageCode, requestLocale);
  // Starter services never take the owner past the plan's limit: the list is cut to what is left.
  if (context.clientId) await lockPlanUsage(tx, context.clientId);
  const allowed = context.clientId ? await planAllowance(tx, context.clientId, 'services') : 0;
  const services = content.services.slice(0, Math.min(content.services.length, allowed));
  if (services.length) {
    await tx.insert(projectServices).values(
      services.map((service, position) => ({
        projectId,
        name: service.name[language],
        description: service.description[language],
        priceMinor: starterPriceMinor(service.priceUsd, context.currencyCode),
        durationMinutes: service.durationMinutes,
        position,
      })),
    );
  }
  if (content.categories.length) {
    await tx
      .insert(productCategories)
      .values(content.categories.map((name, position) => ({ projectId, name: name[language], position })));
  }
  await tx.insert(projectWorkingHours).values(
    content.week.map((day, index) => ({
      projectId,
      weekday: index + 1,
      isDayOff: day === null,
      opensAt: day?.opensAt ?? null,
      closesAt: day?.closesAt ?? null,
      breakStartsAt: day?.breakStartsAt ?? null,
      breakEndsAt: day?.breakEndsAt ?? null,
    })),
  );
}
