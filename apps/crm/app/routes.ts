import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { appRoutes } from '../../../libs/link-builder/src/routes';
import { routeConfigPath as at, routeSegments } from '../../../libs/link-builder/src/route-config';

// Paths come from the link table, so every link has its route (ADR 0022). By path, not '@donut/link-builder':
// React Router loads this file with a Vite server of its own, without the workspace's aliases.
const { crm } = appRoutes;

export default [
  index('routes/locale-root-redirect.tsx'),
  // The admin area lives on the project's subdomain without a locale prefix (spec §2).
  route(at(crm.admin), 'routes/admin-layout.tsx', [
    index('routes/admin-home.tsx'),
    route(at(crm.adminSettings, crm.admin), 'routes/admin-settings.tsx'),
    route(at(crm.adminSite, crm.admin), 'routes/admin-site.tsx'),
    route(at(crm.adminBot, crm.admin), 'routes/admin-bot.tsx'),
    route(at(crm.adminCustomers, crm.admin), 'routes/admin-customers.tsx'),
    route(at(crm.adminCustomer, crm.admin), 'routes/admin-customer.tsx'),
    route(at(crm.adminServices, crm.admin), 'routes/admin-services.tsx'),
    route(at(crm.adminServiceNew, crm.admin), 'routes/admin-service-new.tsx'),
    route(at(crm.adminService, crm.admin), 'routes/admin-service.tsx'),
    route(at(crm.adminProducts, crm.admin), 'routes/admin-products.tsx'),
    route(at(crm.adminProductNew, crm.admin), 'routes/admin-product-new.tsx'),
    route(at(crm.adminProduct, crm.admin), 'routes/admin-product.tsx'),
    route(at(crm.adminApplications, crm.admin), 'routes/admin-applications.tsx'),
    route(at(crm.adminApplication, crm.admin), 'routes/admin-application.tsx'),
    route(at(crm.adminOrders, crm.admin), 'routes/admin-orders.tsx'),
    route(at(crm.adminOrder, crm.admin), 'routes/admin-order.tsx'),
    route(at(crm.adminShopSettings, crm.admin), 'routes/admin-shop-settings.tsx'),
    route(at(routeSegments.notFound), 'routes/not-found.tsx', { id: 'admin-not-found' }),
  ]),
  route(at(routeSegments.locale), 'routes/locale-layout.tsx', [
    index('routes/admin-home.tsx', { id: 'locale-home' }),
    route(at(routeSegments.legacyAdmin), 'routes/admin-project-redirect.tsx'),
    route(at(routeSegments.notFound), 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
