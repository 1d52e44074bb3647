import { faqCategories } from '../seed-data/categories';
import type { FaqArticleSeed, FaqSeed } from '../seed-data';

/** Three articles whose words the search tests rely on; the shipped articles may change any day. */
export const testArticles: FaqArticleSeed[] = [
  {
    slug: 'create-project',
    category: 'projects',
    popular: true,
    title: { ru: 'Как создать проект', en: 'Creating a project', ka: 'როგორ შევქმნათ პროექტი' },
    summary: {
      ru: 'Проект — это ваш сайт и CRM.',
      en: 'A project is your website and CRM.',
      ka: 'პროექტი არის თქვენი საიტი და CRM.',
    },
    body: {
      ru: '## Первый шаг\n\nОткройте [список проектов](/ru/client/projects) и нажмите «Создать».\n\n## Адрес сайта\n\nАдрес & домен <b>сайта</b> выбираются один раз.',
      en: '## First step\n\nOpen the [project list](/en/client/projects) and press Create.\n\n## Website address\n\nThe address & domain <b>of the site</b> are chosen once.',
      ka: '## პირველი ნაბიჯი\n\nგახსენით პროექტების სია და დააჭირეთ „შექმნას“.\n\n## საიტის მისამართი\n\nმისამართი & დომენი ერთხელ აირჩევა.',
    },
  },
  {
    slug: 'online-booking',
    category: 'services-and-booking',
    popular: false,
    title: { ru: 'Онлайн-запись клиентов', en: 'Online booking', ka: 'ონლაინ ჩაწერა' },
    summary: {
      ru: 'Клиенты записываются на услуги сами.',
      en: 'Clients book services themselves.',
      ka: 'კლიენტები თავად ეწერებიან სერვისებზე.',
    },
    body: {
      ru: '## Как это работает\n\nКлиент выбирает услугу и время. Запись появляется в CRM проекта.',
      en: '## How it works\n\nA client chooses a service and a time. Bookings appear in the CRM of the project.',
      ka: '## როგორ მუშაობს\n\nკლიენტი ირჩევს სერვისს და დროს.',
    },
  },
  {
    slug: 'bot-builder',
    category: 'chats-and-bots',
    popular: true,
    title: { ru: 'Конструктор ботов', en: 'Bot builder', ka: 'ბოტების კონსტრუქტორი' },
    summary: {
      ru: 'Как собрать бота без программиста.',
      en: 'Building a bot without a programmer.',
      ka: 'როგორ ავაწყოთ ბოტი პროგრამისტის გარეშე.',
    },
    body: null,
  },
];

export const testFaqSeed: FaqSeed = { categories: faqCategories, articles: testArticles };
