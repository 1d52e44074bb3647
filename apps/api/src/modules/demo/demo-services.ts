import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectServices, serviceCategories, type LocalizedText } from '../../db/schema';
import { starterContentFor } from '../project-content/starter/starter-catalogue';

interface DemoCategory {
  name: LocalizedText;
  /** The starter services it holds, by their English name. */
  services: string[];
}

const CATEGORIES: DemoCategory[] = [
  {
    name: { ru: 'Стрижки', en: 'Haircuts', ka: 'თმის შეჭრა' },
    services: ["Men's haircut", 'Haircut and beard', "Kids' haircut", 'Buzz cut'],
  },
  {
    name: { ru: 'Борода и бритьё', en: 'Beard and shave', ka: 'წვერი და პარსვა' },
    services: ['Beard trim', 'Royal shave'],
  },
  { name: { ru: 'Тонирование', en: 'Toning', ka: 'ტონირება' }, services: ['Grey blending'] },
];

/** What the demo changes in a starter service, by its English name: a discount in percent, "from", hidden. */
const TOUCHES: Record<
  string,
  { discountPercent?: number; isFrom?: boolean; hidden?: boolean; online?: boolean }
> = {
  "Men's haircut": { online: true },
  'Haircut and beard': { discountPercent: 15, online: true },
  "Kids' haircut": { discountPercent: 20 },
  'Beard trim': { online: true },
  'Royal shave': { isFrom: true },
  'Grey blending': { isFrom: true, hidden: true },
};

/** A discount price a shop would write: the price less `percent`, down to a whole lari. */
const discounted = (priceMinor: number, percent: number) =>
  Math.floor((priceMinor * (100 - percent)) / 100 / 100) * 100;

/**
 * The demo barbershop's catalogue (issue 16): its starter services (in Russian) sorted into three categories with
 * their English and Georgian names, two with a discount, two with a "from" price, one hidden from the site.
 */
export async function seedDemoServices(db: Db, projectId: string): Promise<void> {
  const starter = starterContentFor('barbershop').services;
  const rows = await db.select().from(projectServices).where(eq(projectServices.projectId, projectId));
  for (const [position, category] of CATEGORIES.entries()) {
    const [inserted] = await db
      .insert(serviceCategories)
      .values({
        projectId,
        name: category.name.ru,
        translations: { en: { name: category.name.en }, ka: { name: category.name.ka } },
        position,
      })
      .returning({ id: serviceCategories.id });
    for (const english of category.services) {
      const seed = starter.find((service) => service.name.en === english);
      const row = seed && rows.find((candidate) => candidate.name === seed.name.ru);
      if (!seed || !row) continue;
      const touch = TOUCHES[english] ?? {};
      await db
        .update(projectServices)
        .set({
          categoryId: inserted.id,
          translations: {
            en: { name: seed.name.en, description: seed.description.en },
            ka: { name: seed.name.ka, description: seed.description.ka },
          },
          discountPriceMinor: touch.discountPercent
            ? discounted(row.priceMinor, touch.discountPercent)
            : null,
          priceIsFrom: touch.isFrom ?? false,
          isVisible: !touch.hidden,
          bookableOnline: touch.online ?? false,
        })
        .where(and(eq(projectServices.projectId, projectId), eq(projectServices.id, row.id)));
    }
  }
}
