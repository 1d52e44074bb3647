import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { appRoutes } from '../../../libs/link-builder/src/routes';
import { routeConfigPath as at, routeSegments } from '../../../libs/link-builder/src/route-config';

// Paths come from the link table, so every link has its route (ADR 0022). By path, not '@donut/link-builder':
// React Router loads this file with a Vite server of its own, without the workspace's aliases.
const { main } = appRoutes;

export default [
  index('routes/locale-root-redirect.tsx'),
  route(at(main.robots), 'routes/robots-txt.ts'),
  route(at(main.sitemap), 'routes/sitemap-xml.ts'),
  route(at(routeSegments.locale), 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route(at(main.rates), 'routes/rates.tsx'),
    // The public marketing pages (spec §2); features, contacts and questions send a signed-in owner to the projects.
    route(at(main.feature), 'routes/features.tsx'),
    route(at(main.contacts), 'routes/contacts.tsx'),
    route(at(main.questions), 'routes/questions.tsx'),
    route(at(main.legal), 'routes/legal-document.tsx'),
    // The owner's cabinet: signed-in only (spec §2 route guards).
    route(at(main.client), 'routes/client-layout.tsx', [
      index('routes/client-index.tsx'),
      route(at(main.clientProjects, main.client), 'routes/client-projects.tsx'),
      route(at(main.clientProfile, main.client), 'routes/client-profile.tsx'),
      route(at(main.clientConnect, main.client), 'routes/client-connect.tsx'),
      route(at(main.clientAbout, main.client), 'routes/client-about.tsx'),
      route(at(main.clientAboutContacts, main.client), 'routes/client-about-contacts.tsx'),
      route(at(main.clientAboutQuestions, main.client), 'routes/client-about-questions.tsx'),
      route(at(main.clientRates, main.client), 'routes/client-about-rates.tsx'),
    ]),
    route(at(routeSegments.legacyAdmin), 'routes/admin-project-redirect.tsx'),
    // The knowledge base (faq layout, spec §2): public, signed in or not.
    route(at(main.faq), 'routes/faq-layout.tsx', [
      index('routes/faq-index.tsx'),
      route(at(main.faqArticles, main.faq), 'routes/faq-articles.tsx'),
      route(at(main.faqArticle, main.faq), 'routes/faq-article.tsx'),
      route(at(main.faqCategories, main.faq), 'routes/faq-categories.tsx'),
      route(at(main.faqCategory, main.faq), 'routes/faq-category.tsx'),
    ]),
    route(at(routeSegments.notFound), 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
