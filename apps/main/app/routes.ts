import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/locale-root-redirect.tsx'),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('rates', 'routes/rates.tsx'),
    // The owner's cabinet: signed-in only (spec §2 route guards).
    route('client', 'routes/client-layout.tsx', [
      index('routes/client-index.tsx'),
      route('projects', 'routes/client-projects.tsx'),
      route('profile', 'routes/client-profile.tsx'),
    ]),
    route('admin/*', 'routes/admin-project-redirect.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
