/**
 * The link table: every path of the three apps, by name, written once. Each app's `app/routes.ts` takes its
 * route config from here (`routeConfigPath`), and every link is built from here (`routeHref`, `links.route`).
 * Pages carry the locale prefix, which the builders add; `/admin` (the CRM), robots.txt and sitemap.xml do not
 * (spec §2). A `:param` segment must be given when building a link. Imports nothing: the route configs load it by
 * path, without the workspace's aliases.
 */
export const appRoutes = {
  main: {
    home: '/',
    rates: '/rates',
    contacts: '/contacts',
    questions: '/questions',
    feature: '/features/:feature',
    legal: '/about/:document',
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
    clientAboutContacts: '/client/about/contacts',
    clientAboutQuestions: '/client/about/questions',
    clientRates: '/client/about/rates',
    robots: '/robots.txt',
    sitemap: '/sitemap.xml',
  },
  crm: {
    home: '/',
    admin: '/admin',
    adminSettings: '/admin/settings',
    adminSite: '/admin/site',
    adminBot: '/admin/bot',
    adminCustomers: '/admin/customers',
    adminCustomer: '/admin/customers/:id',
    adminServices: '/admin/services',
    adminServiceNew: '/admin/services/new',
    adminService: '/admin/services/:id',
    adminProducts: '/admin/products',
    adminProductNew: '/admin/products/new',
    adminProduct: '/admin/products/:id',
    adminApplications: '/admin/applications',
    adminApplication: '/admin/applications/:id',
    adminOrders: '/admin/orders',
    adminOrder: '/admin/orders/:id',
    adminShopSettings: '/admin/shop-settings',
  },
  'client-view': {
    home: '/',
    cabinet: '/cabinet',
    cabinetSignIn: '/cabinet/sign-in',
    services: '/services',
    service: '/services/:serviceId',
    shop: '/shop',
    product: '/shop/:productId',
    cart: '/cart',
    checkout: '/checkout',
    order: '/cabinet/orders/:orderId',
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
