import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/locale-root-redirect.tsx'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('rates', 'routes/rates.tsx'),
    // The public marketing pages (spec §2); features, contacts and questions send a signed-in owner to the projects.
    route('features/:feature', 'routes/features.tsx'),
    route('contacts', 'routes/contacts.tsx'),
    route('questions', 'routes/questions.tsx'),
    route('about/:document', 'routes/legal-document.tsx'),
    // The owner's cabinet: signed-in only (spec §2 route guards).
    route('client', 'routes/client-layout.tsx', [
      index('routes/client-index.tsx'),
      route('projects', 'routes/client-projects.tsx'),
      route('profile', 'routes/client-profile.tsx'),
      route('connect', 'routes/client-connect.tsx'),
      route('about', 'routes/client-about.tsx'),
      route('about/contacts', 'routes/client-about-contacts.tsx'),
      route('about/questions', 'routes/client-about-questions.tsx'),
      route('about/rates', 'routes/client-about-rates.tsx'),
    ]),
    route('admin/*', 'routes/admin-project-redirect.tsx'),
    // The knowledge base (faq layout, spec §2): public, signed in or not.
    route('faq', 'routes/faq-layout.tsx', [
      index('routes/faq-index.tsx'),
      route('articles', 'routes/faq-articles.tsx'),
      route('articles/:slug', 'routes/faq-article.tsx'),
      route('categories', 'routes/faq-categories.tsx'),
      route('categories/:slug', 'routes/faq-category.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
