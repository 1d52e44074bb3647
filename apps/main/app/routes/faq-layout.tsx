import { Outlet } from 'react-router';
import { apolloRouterContext, browserApolloClient, publicPageCache } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/faq-layout';
import { FaqFrame } from '../features/faq/faq-frame';
import { loadFaqCategories } from '../features/faq/faq-loaders';

/** Served to anonymous visitors from the HTML cache (ADR 0018). */
export const middleware: Route.MiddlewareFunction[] = [publicPageCache.middleware];

/** The faq layout (spec §2): public to visitors and signed-in owners alike. Its band lists the categories. */
export async function loader({ context }: Route.LoaderArgs) {
  await loadFaqCategories(context.get(apolloRouterContext));
  return null;
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await loadFaqCategories(browserApolloClient(params.locale as Locale));
  return null;
}

export default function FaqLayout() {
  return (
    <FaqFrame>
      <Outlet />
    </FaqFrame>
  );
}
