import type { Db } from '../../db/database';
import { projectSiteAddresses, projectSites, type SiteWorkingDay } from '../../db/schema';

export const weekdays = (opensAt: string, closesAt: string, breakAt?: [string, string]): SiteWorkingDay[] => [
  ...[1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    isDayOff: false,
    opensAt,
    closesAt,
    breakStartsAt: breakAt?.[0] ?? null,
    breakEndsAt: breakAt?.[1] ?? null,
  })),
  { weekday: 7, isDayOff: true, opensAt: null, closesAt: null, breakStartsAt: null, breakEndsAt: null },
];

/** The demo barbershop's published site: texts in ru, en and ka, contacts, two addresses in Tbilisi. */
export async function seedDemoSite(db: Db, projectId: string): Promise<void> {
  await db.insert(projectSites).values({
    projectId,
    isPublished: true,
    brandColor: '#8b4513',
    languages: ['ru', 'en', 'ka'],
    defaultLanguage: 'ru',
    texts: {
      ru: {
        headline: 'Стрижка и бритьё, как у деда, только лучше',
        about:
          'Мужские стрижки, королевское бритьё и уход за бородой в центре Тбилиси. Запишитесь онлайн, мы ждём вас без очереди.',
      },
      en: {
        headline: 'A haircut and a shave, like grandpa’s, only better',
        about:
          'Men’s haircuts, hot-towel shaves and beard care in the centre of Tbilisi. Book online and skip the queue.',
      },
      ka: {
        headline: 'თმის შეჭრა და პარსვა, როგორც ბაბუასთან, ოღონდ უკეთესად',
        about:
          'მამაკაცის თმის შეჭრა, სამეფო პარსვა და წვერის მოვლა თბილისის ცენტრში. ჩაეწერეთ ონლაინ და ნუ დაელოდებით რიგს.',
      },
    },
    contacts: {
      phones: [
        { label: 'Администратор', number: '+995 32 212 34 56' },
        { label: 'WhatsApp', number: '+995 555 12 34 56' },
      ],
      email: 'hello@usy.ge',
      telegram: '@usy_barbershop',
      whatsapp: '+995555123456',
      instagram: 'usy.barbershop',
      facebook: 'https://facebook.com/usy.barbershop',
      vk: null,
      website: null,
    },
  });
  await db.insert(projectSiteAddresses).values([
    {
      projectId,
      position: 0,
      title: 'Сололаки',
      address: 'ул. Леонидзе, 5, Тбилиси',
      lat: 41.6925,
      lng: 44.8015,
      hours: weekdays('10:00', '21:00', ['14:00', '14:30']),
    },
    {
      projectId,
      position: 1,
      title: 'Ваке',
      address: 'пр. Чавчавадзе, 37, Тбилиси',
      lat: 41.7097,
      lng: 44.7569,
      hours: weekdays('09:00', '20:00'),
    },
  ]);
}
