/**
 * Route patterns of every app, by name. A `:param` segment must be given when building a link;
 * `/admin` routes of the CRM carry no locale prefix (spec §2).
 */
export const appRoutes = {
  main: {
    home: '/',
    rates: '/rates',
    contacts: '/contacts',
    questions: '/questions',
    feature: '/features/:feature',
    aboutPage: '/about/:page',
    faq: '/faq',
    faqArticles: '/faq/articles',
    faqArticle: '/faq/articles/:slug',
    faqCategories: '/faq/categories',
    faqCategory: '/faq/categories/:slug',
    client: '/client',
    clientProjects: '/client/projects',
    clientProfile: '/client/profile',
    clientConnect: '/client/connect',
    clientAbout: '/client/about',
    clientRates: '/client/about/rates',
  },
  crm: {
    admin: '/admin',
    adminSection: '/admin/:section',
  },
  'client-view': {
    home: '/',
    onlineServices: '/records/online/services',
  },
} as const;

export type AppName = keyof typeof appRoutes;
export type RouteName<A extends AppName> = keyof (typeof appRoutes)[A] & string;

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The params a route pattern needs: `{ slug: string }` for '/faq/articles/:slug', nothing for '/rates'. */
export type RouteParams<A extends AppName, R extends RouteName<A>> = [
  ParamNames<(typeof appRoutes)[A][R] & string>,
] extends [never]
  ? Record<string, never>
  : Record<ParamNames<(typeof appRoutes)[A][R] & string>, string>;
