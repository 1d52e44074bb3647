import type { RouterContextProvider } from 'react-router';
import { apolloRouterContext } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { loadSubscription, type CrmSubscription } from '../features/paywall/load-subscription';
import { loadProject } from '../shared/project/load-project';

export interface ProjectLayoutData {
  locale: Locale;
  /** The project's subdomain: the layout reads the project itself from the Apollo cache by it. */
  domain: string;
  /** The owner's plan: once it has ended, every page shows the paywall (issue 6). */
  subscription: CrmSubscription | null;
}

/** The layouts' data: the project (only its owner gets it, into the cache) and the owner's plan, read on the server. */
export async function loadProjectLayout(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ProjectLayoutData> {
  const { locale, domain } = await loadProject(request, context);
  const subscription = await loadSubscription(context.get(apolloRouterContext));
  return { locale, domain, subscription };
}
