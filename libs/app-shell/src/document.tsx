import type { ComponentType, ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useMatches } from 'react-router';
import type { Catalogs, Locale } from '@donut/i18n';
import { ApolloStateScript } from './apollo-state-script';
import type { AppProvidersProps } from './app-providers';
import { useNonce } from './nonce-context';
import { publicEnvScript, type PublicEnv } from './public-env';
import type { SessionTokens } from './session-context';
import { HydrationMark } from './hydration-mark';
import { DATES_ATTRIBUTE, formatsDatesInBrowser } from './intl-locale-data';
import { ShellNavigation } from './shell-navigation';

export interface AppDocumentProps {
  locale: Locale;
  catalogs: Catalogs;
  /** Public settings rendered for the browser (from the root loader; absent on some error pages). */
  env: PublicEnv | undefined;
  session: SessionTokens | null;
  /**
   * The app's providers around the page: `AppProviders` (store, Apollo, intl, the owner's auth) or a leaner set.
   * Each app names its own, so an app that does not use Apollo does not download it.
   */
  Providers: ComponentType<AppProvidersProps>;
  /** Extra head elements of the app, e.g. the main site's canonical and language alternates. */
  head?: ReactNode;
  children: ReactNode;
}

/** The HTML document of every app: head, providers, public settings and Apollo state, scripts. */
export function AppDocument({ locale, catalogs, env, session, Providers, head, children }: AppDocumentProps) {
  // Every inline script carries the request's nonce, or the Content-Security-Policy blocks it.
  const nonce = useNonce();
  const datesAttribute = { [DATES_ATTRIBUTE]: formatsDatesInBrowser(useMatches()) ? undefined : 'server' };
  return (
    <html lang={locale} {...datesAttribute}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {head}
      </head>
      <body>
        <Providers locale={locale} catalogs={catalogs} session={session}>
          <ShellNavigation />
          <HydrationMark />
          {children}
        </Providers>
        {env ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: publicEnvScript(env) }} /> : null}
        <ApolloStateScript />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}
