import { useOutletContext } from 'react-router';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/admin-bot';
import type { CrmProject } from '../shared/project/load-project';
import { ProjectBotPage } from '../features/project-bot/project-bot-page';
import { pageTitle } from '../i18n/catalogs';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/admin-layout');
  const locale = (layout?.loaderData as { locale: Locale } | undefined)?.locale ?? 'ru';
  return [{ title: pageTitle(locale, 'crm.project-bot.title') }];
}

export default function AdminBot() {
  const { project } = useOutletContext<{ project: CrmProject }>();
  return <ProjectBotPage project={project} />;
}
