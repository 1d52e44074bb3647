import type { ComponentType, ReactNode } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, localeFromPath, type Catalogs, type Locale } from '@donut/i18n';
import { ErrorScreen, errorScreenStatus } from '@donut/ui/page';
import { countryRouterContext } from './country-context';
import type { AppProvidersProps } from './app-providers';
import { AppDocument } from './document';
import { readPublicEnv } from './public-env';
import { requestLocale } from './owner-locale';
import { describeRouteError } from './route-error';
import { sessionRouterContext } from './session-context';
import type { RouterContextProvider } from 'react-router';

/**
 * Loader of every app's root route: the locale, the public settings, the owner's session (if any) and the
 * visitor's country (spec §4; e.g. the default country of a phone field).
 */
export function rootLoader(request: Request, context: Readonly<RouterContextProvider>) {
  return {
    locale: requestLocale(request, context),
    env: readPublicEnv(),
    session: context.get(sessionRouterContext),
    country: context.get(countryRouterContext),
  };
}

type RootData = ReturnType<typeof rootLoader>;

/** The page's locale: the path decides, also on client navigations (the root loader does not rerun for them). */
export function usePageLocale(): Locale {
  const data = useRouteLoaderData<RootData>('root');
  return localeFromPath(useLocation().pathname) ?? data?.locale ?? DEFAULT_LOCALE;
}

export interface RootLayoutProps {
  catalogs: Catalogs;
  /** The app's providers (see `AppDocument`). */
  Providers: ComponentType<AppProvidersProps>;
  head?: ReactNode;
  children: ReactNode;
}

/** The `Layout` export of every app's root route. */
export function RootLayout({ catalogs, Providers, head, children }: RootLayoutProps) {
  const data = useRouteLoaderData<RootData>('root');
  return (
    <AppDocument
      locale={usePageLocale()}
      catalogs={catalogs}
      env={data?.env}
      session={data?.session ?? null}
      Providers={Providers}
      head={head}
    >
      {children}
    </AppDocument>
  );
}

export interface RootErrorProps {
  error: unknown;
  /** The app's layout around the error screen. */
  Frame: (props: { locale: Locale; children: ReactNode }) => ReactNode;
  homeHref: (locale: Locale) => string;
  pageTitle: (locale: Locale, messageId: string) => string;
}

/** The 403/404/500 screens (spec §2) inside the app's own frame, with the matching title. */
export function RootError({ error, Frame, homeHref, pageTitle }: RootErrorProps) {
  const locale = usePageLocale();
  const { status } = describeRouteError(error);
  return (
    <Frame locale={locale}>
      <title>{pageTitle(locale, `ui.error.${errorScreenStatus(status)}.title`)}</title>
      <ErrorScreen status={status} homeHref={homeHref(locale)} />
    </Frame>
  );
}
