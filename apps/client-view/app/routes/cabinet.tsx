import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { apolloRouterContext, sessionRouterContext } from '@donut/app-shell';
import { readApiError } from '@donut/graphql';
import type { Route } from './+types/cabinet';
import { loadCabinet, type RunOperation } from '../features/cabinet/cabinet-data';
import { loadCustomerTexts } from '../shared/customer-intl';
import { privatePageMeta } from '../shared/page-meta';

// The cabinet's code comes after the page's first paint (its HTML is the server's): the site's pages keep within
// the client view's first-load budget, and this one loads what only the signed-in client uses on demand.
const CabinetContent = lazy(() =>
  Promise.all([import('../layout/cabinet-content'), loadCustomerTexts()]).then(([module]) => module),
);

/**
 * The server's render for the client whose session of this site the refresh cookie carries; null for anyone
 * else. Always reachable by its address: the page itself asks a signed-out visitor to sign in.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.get(sessionRouterContext)) return { cabinet: null };
  const apollo = context.get(apolloRouterContext);
  const run: RunOperation = async (query, variables) => {
    const { data } = await apollo.query({ query, variables, fetchPolicy: 'no-cache' });
    return data as NonNullable<typeof data>;
  };
  try {
    return { cabinet: await loadCabinet(run) };
  } catch (error) {
    // The session ended between the renewal and the query: the page is the signed-out one.
    if (readApiError(error).code === 'UNAUTHENTICATED') return { cabinet: null };
    throw error;
  }
}

/**
 * In the browser the cabinet is read with the page's own session: after a sign-in on the page, and inside
 * Telegram, whose webview may keep no cookie for the server to see.
 */
export async function clientLoader() {
  const { loadCabinetInBrowser } = await import('../features/cabinet/load-cabinet-in-browser');
  return { cabinet: await loadCabinetInBrowser() };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'cv.cabinet.title');
}

export default function CabinetRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense
      fallback={
        <p role="status">
          <FormattedMessage id="cv.cabinet.loading" />
        </p>
      }
    >
      <CabinetContent data={loaderData.cabinet} />
    </Suspense>
  );
}
