import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { routeConfigPath as at, routeSegments } from '../../../libs/link-builder/src/route-config';
import { appRoutes } from '../../../libs/link-builder/src/routes';

// Paths come from the link table, so every link has its route (ADR 0022); the project's home is the locale
// layout's index. By path, not '@donut/link-builder': React Router loads this file with a Vite server of its own,
// without the workspace's aliases.
export default [
  index('routes/locale-root-redirect.tsx'),
  route(at(routeSegments.locale), 'routes/locale-layout.tsx', [
    index('routes/project-home.tsx'),
    route(at(appRoutes['client-view'].cabinet), 'routes/cabinet.tsx'),
    route(at(appRoutes['client-view'].cabinetSignIn), 'routes/cabinet-sign-in.tsx'),
    route(at(appRoutes['client-view'].services), 'routes/services.tsx'),
    route(at(appRoutes['client-view'].service), 'routes/service.tsx'),
    route(at(appRoutes['client-view'].shop), 'routes/shop.tsx'),
    route(at(appRoutes['client-view'].product), 'routes/product.tsx'),
    route(at(appRoutes['client-view'].cart), 'routes/cart.tsx'),
    route(at(appRoutes['client-view'].checkout), 'routes/checkout.tsx'),
    route(at(appRoutes['client-view'].order), 'routes/order.tsx'),
    route(at(routeSegments.legacyAdmin), 'routes/admin-project-redirect.tsx'),
    route(at(routeSegments.notFound), 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
