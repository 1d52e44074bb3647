import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import type { Catalogs, Locale } from '@donut/i18n';
import { ApolloStateScript } from './apollo-state-script';
import { AppProviders } from './app-providers';
import { publicEnvScript, type PublicEnv } from './public-env';
import type { SessionTokens } from './session-context';

export interface AppDocumentProps {
  locale: Locale;
  catalogs: Catalogs;
  /** Public settings rendered for the browser (from the root loader; absent on some error pages). */
  env: PublicEnv | undefined;
  session: SessionTokens | null;
  children: ReactNode;
}

/** The HTML document of every app: head, providers, public settings and Apollo state, scripts. */
export function AppDocument({ locale, catalogs, env, session, children }: AppDocumentProps) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProviders locale={locale} catalogs={catalogs} session={session}>
          {children}
        </AppProviders>
        {env ? <script dangerouslySetInnerHTML={{ __html: publicEnvScript(env) }} /> : null}
        <ApolloStateScript />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
