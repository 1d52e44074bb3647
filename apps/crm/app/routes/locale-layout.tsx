import { requireLocale } from '@donut/app-shell';
import type { Route } from './+types/locale-layout';
import { loadProjectLayout } from '../layout/load-project-layout';
import { ProjectLayout } from '../layout/project-layout';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(request, params.locale, context);
  return { ...(await loadProjectLayout(request, context)), locale };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return <ProjectLayout {...loaderData} />;
}
