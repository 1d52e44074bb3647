import type { LocalizedText } from '../reference/seed-data/types';

export interface RateSeed {
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  /** US dollars; null means the price is agreed individually. */
  priceMonthly: number | null;
  priceYearly: number | null;
  /** Limits; null means unlimited. */
  maxEmployees: number | null;
  maxProducts: number | null;
  maxServices: number | null;
  maxChats: number | null;
  maxStorageGb: number | null;
  supportType: 'base' | 'priority' | 'personal_manager';
  noAds: boolean;
}

/** Yearly billing costs ten months: two months free (see docs/adr/0003-plans-and-prices.md). */
const yearly = (monthly: number) => monthly * 10;

export const rates: readonly RateSeed[] = [
  {
    code: 'start',
    name: { ru: 'Старт', en: 'Start', ka: 'სტარტი' },
    description: {
      ru: 'Для мастера-одиночки: сайт, запись и чат в одном месте.',
      en: 'For a solo specialist: site, booking and chat in one place.',
      ka: 'ინდივიდუალური სპეციალისტისთვის: საიტი, ჩაწერა და ჩატი ერთ სივრცეში.',
    },
    priceMonthly: 9,
    priceYearly: yearly(9),
    maxEmployees: 1,
    maxProducts: 50,
    maxServices: 20,
    maxChats: 1,
    maxStorageGb: 1,
    supportType: 'base',
    noAds: false,
  },
  {
    code: 'basic',
    name: { ru: 'Базовый', en: 'Basic', ka: 'საბაზისო' },
    description: {
      ru: 'Небольшая команда и первые продажи через мини-приложение.',
      en: 'A small team and the first sales through the mini app.',
      ka: 'პატარა გუნდი და პირველი გაყიდვები მინი-აპლიკაციით.',
    },
    priceMonthly: 19,
    priceYearly: yearly(19),
    maxEmployees: 3,
    maxProducts: 200,
    maxServices: 50,
    maxChats: 2,
    maxStorageGb: 3,
    supportType: 'base',
    noAds: false,
  },
  {
    code: 'standard',
    name: { ru: 'Стандарт', en: 'Standard', ka: 'სტანდარტი' },
    description: {
      ru: 'Салон или студия: онлайн-запись для всей команды и без рекламы Donut.',
      en: 'A salon or studio: online booking for the whole team, without Donut ads.',
      ka: 'სალონი ან სტუდია: ონლაინ ჩაწერა მთელი გუნდისთვის, Donut-ის რეკლამის გარეშე.',
    },
    priceMonthly: 29,
    priceYearly: yearly(29),
    maxEmployees: 5,
    maxProducts: 1000,
    maxServices: 100,
    maxChats: 3,
    maxStorageGb: 10,
    supportType: 'base',
    noAds: true,
  },
  {
    code: 'business',
    name: { ru: 'Бизнес', en: 'Business', ka: 'ბიზნესი' },
    description: {
      ru: 'Растущий бизнес: магазин, услуги и чаты из нескольких мессенджеров, приоритетная поддержка.',
      en: 'A growing business: shop, services and chats from several messengers, priority support.',
      ka: 'მზარდი ბიზნესი: მაღაზია, სერვისები და ჩატები რამდენიმე მესენჯერიდან, პრიორიტეტული მხარდაჭერა.',
    },
    priceMonthly: 49,
    priceYearly: yearly(49),
    maxEmployees: 15,
    maxProducts: 5000,
    maxServices: 300,
    maxChats: 5,
    maxStorageGb: 25,
    supportType: 'priority',
    noAds: true,
  },
  {
    code: 'pro',
    name: { ru: 'Про', en: 'Pro', ka: 'პრო' },
    description: {
      ru: 'Сеть точек и большой каталог, приоритетная поддержка.',
      en: 'Several locations and a large catalogue, with priority support.',
      ka: 'რამდენიმე ფილიალი და დიდი კატალოგი, პრიორიტეტული მხარდაჭერით.',
    },
    priceMonthly: 79,
    priceYearly: yearly(79),
    maxEmployees: 40,
    maxProducts: 20000,
    maxServices: 1000,
    maxChats: 10,
    maxStorageGb: 100,
    supportType: 'priority',
    noAds: true,
  },
  {
    code: 'premium',
    name: { ru: 'Премиум', en: 'Premium', ka: 'პრემიუმი' },
    description: {
      ru: 'Крупная компания с персональным менеджером.',
      en: 'A large company with a personal manager.',
      ka: 'დიდი კომპანია პერსონალური მენეჯერით.',
    },
    priceMonthly: 129,
    priceYearly: yearly(129),
    maxEmployees: 100,
    maxProducts: 100000,
    maxServices: 5000,
    maxChats: 20,
    maxStorageGb: 250,
    supportType: 'personal_manager',
    noAds: true,
  },
  {
    code: 'enterprise',
    name: { ru: 'Корпоративный', en: 'Enterprise', ka: 'კორპორატიული' },
    description: {
      ru: 'Без ограничений, индивидуальные условия и интеграции. Цена по запросу.',
      en: 'No limits, individual terms and integrations. Price on request.',
      ka: 'შეზღუდვების გარეშე, ინდივიდუალური პირობები და ინტეგრაციები. ფასი მოთხოვნით.',
    },
    priceMonthly: null,
    priceYearly: null,
    maxEmployees: null,
    maxProducts: null,
    maxServices: null,
    maxChats: null,
    maxStorageGb: null,
    supportType: 'personal_manager',
    noAds: true,
  },
];
