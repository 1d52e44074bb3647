import type { FaqCategorySeed } from './types';

/** The sections of the knowledge base, in display order. */
export const faqCategories: readonly FaqCategorySeed[] = [
  {
    slug: 'getting-started',
    name: { ru: 'Начало работы', en: 'Getting started', ka: 'მუშაობის დაწყება' },
    description: {
      ru: 'Регистрация, пробный период и первые четыре шага в Donut.',
      en: 'Signing up, the free trial and your first four steps in Donut.',
      ka: 'რეგისტრაცია, საცდელი პერიოდი და პირველი ოთხი ნაბიჯი Donut-ში.',
    },
  },
  {
    slug: 'projects',
    name: { ru: 'Проекты и сайт', en: 'Projects and website', ka: 'პროექტები და საიტი' },
    description: {
      ru: 'Как создать проект, выбрать адрес сайта, разделы и изображения.',
      en: 'Creating a project, choosing its website address, sections and pictures.',
      ka: 'როგორ შევქმნათ პროექტი, ავირჩიოთ საიტის მისამართი, განყოფილებები და სურათები.',
    },
  },
  {
    slug: 'services-and-booking',
    name: {
      ru: 'Услуги и онлайн-запись',
      en: 'Services and online booking',
      ka: 'სერვისები და ონლაინ ჩაწერა',
    },
    description: {
      ru: 'Услуги, цены, график работы, заявки и онлайн-запись клиентов.',
      en: 'Services, prices, working hours, requests and online booking.',
      ka: 'სერვისები, ფასები, სამუშაო გრაფიკი, განაცხადები და კლიენტების ონლაინ ჩაწერა.',
    },
  },
  {
    slug: 'shop',
    name: { ru: 'Магазин и заказы', en: 'Shop and orders', ka: 'მაღაზია და შეკვეთები' },
    description: {
      ru: 'Каталог, товары, остатки, способы доставки и заказы.',
      en: 'Catalogue, products, stock, delivery options and orders.',
      ka: 'კატალოგი, პროდუქტები, მარაგი, მიწოდების გზები და შეკვეთები.',
    },
  },
  {
    slug: 'crm',
    name: { ru: 'CRM и клиенты', en: 'CRM and clients', ka: 'CRM და კლიენტები' },
    description: {
      ru: 'Клиентская база, сотрудники, уведомления и личный кабинет клиента.',
      en: 'Your client base, staff, notifications and the client cabinet.',
      ka: 'კლიენტების ბაზა, თანამშრომლები, შეტყობინებები და კლიენტის პირადი კაბინეტი.',
    },
  },
  {
    slug: 'chats-and-bots',
    name: { ru: 'Чаты, Telegram и боты', en: 'Chats, Telegram and bots', ka: 'ჩატები, Telegram და ბოტები' },
    description: {
      ru: 'Мини-приложение в Telegram, чаты с клиентами и конструктор ботов.',
      en: 'The Telegram mini app, chats with clients and the bot builder.',
      ka: 'Telegram-ის მინი-აპლიკაცია, ჩატები კლიენტებთან და ბოტების კონსტრუქტორი.',
    },
  },
  {
    slug: 'billing',
    name: { ru: 'Тарифы и оплата', en: 'Plans and payments', ka: 'ტარიფები და გადახდა' },
    description: {
      ru: 'Тарифы, смена тарифа, отмена подписки, чеки и возвраты.',
      en: 'Plans, changing plans, cancelling, receipts and refunds.',
      ka: 'ტარიფები, ტარიფის შეცვლა, გამოწერის გაუქმება, ქვითრები და თანხის დაბრუნება.',
    },
  },
  {
    slug: 'account-and-security',
    name: { ru: 'Аккаунт и безопасность', en: 'Account and security', ka: 'ანგარიში და უსაფრთხოება' },
    description: {
      ru: 'Вход, пароль, подтверждение почты, языки и удаление аккаунта.',
      en: 'Signing in, passwords, e-mail confirmation, languages and deleting your account.',
      ka: 'შესვლა, პაროლი, ელფოსტის დადასტურება, ენები და ანგარიშის წაშლა.',
    },
  },
];
