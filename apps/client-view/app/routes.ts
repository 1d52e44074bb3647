import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/locale-root-redirect.tsx'),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/project-home.tsx'),
    route('admin/*', 'routes/admin-project-redirect.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
