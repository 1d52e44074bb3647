import { notFound, publicPageCache } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/legal-document';
import { LegalPage } from '../features/marketing/legal/legal-page';
import { legalText } from '../features/marketing/legal/legal-texts.server';
import { isLegalDocument } from '../features/marketing/marketing-pages';
import { getIntl, pageTitle } from '../i18n/catalogs';
import { withOpenGraph } from '../seo/with-open-graph';

/** Served to anonymous visitors from the HTML cache (ADR 0018). */
export const middleware: Route.MiddlewareFunction[] = [publicPageCache.middleware];

/** about/{document}: open to everyone, signed in or not (spec §2 guards name no legal page). */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isLegalDocument(params.document)) notFound(request);
  return { document: params.document, text: legalText(params.locale as Locale, params.document) };
}

export function meta({ params, loaderData }: Route.MetaArgs) {
  const locale = params.locale as Locale;
  if (!loaderData) return [];
  return withOpenGraph([
    { title: pageTitle(locale, `main.marketing.legal.${loaderData.document}.title`) },
    {
      name: 'description',
      content: getIntl(locale).formatMessage({
        id: `main.marketing.legal.${loaderData.document}.description`,
      }),
    },
  ]);
}

export default function LegalDocumentRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} text={loaderData.text} />;
}
