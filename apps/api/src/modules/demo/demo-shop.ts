import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  currencies,
  directions,
  languages,
  projects,
  projectSiteAddresses,
  projectSites,
} from '../../db/schema';
import { seedDemoShopCatalogue } from './demo-shop-catalogue';
import { seedDemoShopOrders } from './demo-shop-orders';
import { weekdays } from './demo-site';

export const DEMO_SHOP_DOMAIN = 'demo-linen-shop';

/** The demo clothing shop's published site: texts in ru, en and ka, and its one shop for pickup. */
async function seedDemoShopSite(db: Db, projectId: string) {
  await db.insert(projectSites).values({
    projectId,
    isPublished: true,
    brandColor: '#5b6b4e',
    languages: ['ru', 'en', 'ka'],
    defaultLanguage: 'ru',
    texts: {
      ru: {
        headline: 'Одежда из льна и хлопка, сшитая в Тбилиси',
        about: 'Небольшие партии, честные ткани, доставка по Грузии.',
      },
      en: {
        headline: 'Linen and cotton clothes made in Tbilisi',
        about: 'Small batches, honest fabrics, delivery across Georgia.',
      },
      ka: {
        headline: 'სელისა და ბამბის ტანსაცმელი, შეკერილი თბილისში',
        about: 'მცირე პარტიები, პატიოსანი ქსოვილები, მიწოდება მთელ საქართველოში.',
      },
    },
    contacts: {
      phones: [{ label: 'Магазин', number: '+995 32 240 00 00' }],
      email: 'shop@linen.ge',
      telegram: null,
      whatsapp: null,
      instagram: 'linen.tbilisi',
      facebook: null,
      vk: null,
      website: null,
    },
  });
  await db.insert(projectSiteAddresses).values({
    projectId,
    position: 0,
    title: 'Магазин на Мтацминда',
    address: 'ул. Галактиона Табидзе, 3, Тбилиси',
    lat: 41.6938,
    lng: 44.7959,
    hours: weekdays('11:00', '20:00'),
  });
}

/**
 * The demo owner's second project, a clothing shop: its products and orders sections shown, services hidden, a
 * published site, a catalogue with variants and stock, its delivery settings and orders in every status.
 */
export async function seedDemoShop(db: Db, ownerId: string): Promise<void> {
  const [ru] = await db.select({ id: languages.id }).from(languages).where(eq(languages.abbrFront, 'ru'));
  const [gel] = await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'GEL'));
  const [clothing] = await db
    .select({ id: directions.id })
    .from(directions)
    .where(eq(directions.code, 'clothing-store'));
  const [project] = await db
    .insert(projects)
    .values({
      clientId: ownerId,
      name: 'Магазин одежды «Лён»',
      domain: DEMO_SHOP_DOMAIN,
      description: 'Льняная одежда, сшитая в Тбилиси.',
      currencyId: gel?.id ?? null,
      directionId: clothing?.id ?? null,
      languageId: ru?.id ?? null,
      locale: 'ru',
      // A day older than the barbershop, which the project list shows first.
      createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
      menu: [
        { key: 'products', is_visible: true },
        { key: 'orders', is_visible: true },
        { key: 'services', is_visible: false },
        { key: 'applications', is_visible: false },
      ],
    })
    .returning({ id: projects.id });
  await seedDemoShopSite(db, project.id);
  const variants = await seedDemoShopCatalogue(db, project.id);
  await seedDemoShopOrders(db, { id: project.id, ownerId }, variants);
}
