import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/locale-root-redirect.tsx'),
  // The admin area lives on the project's subdomain without a locale prefix (spec §2).
  route('admin', 'routes/admin-layout.tsx', [
    index('routes/admin-home.tsx'),
    route('settings', 'routes/admin-settings.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'admin-not-found' }),
  ]),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/admin-home.tsx', { id: 'locale-home' }),
    route('admin/*', 'routes/admin-project-redirect.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
