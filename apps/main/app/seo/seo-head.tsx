import { useLocation, useRouteLoaderData } from 'react-router';
import type { PublicEnv } from '@donut/app-shell';
import { alternates, isPrivatePath, OG_LOCALES, splitLocalePath } from './public-pages';

/**
 * The head elements every public page shares: its canonical address, the same page in the other
 * languages (hreflang, x-default = ru), and the Open Graph address, locale and site name. The cabinet
 * is marked noindex instead. Titles and descriptions come from each route's meta (with withOpenGraph).
 */
export function SeoHead() {
  const { pathname } = useLocation();
  const origin = useRouteLoaderData<{ env?: PublicEnv }>('root')?.env?.origins.main;
  const page = splitLocalePath(pathname);
  if (!origin || !page) return null;
  if (isPrivatePath(page.rest)) return <meta name="robots" content="noindex" />;
  const canonical = `${origin}/${page.locale}${page.rest === '/' ? '/' : page.rest}`;
  return (
    <>
      <link rel="canonical" href={canonical} />
      {alternates(origin, page.rest).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Donut" />
      <meta property="og:locale" content={OG_LOCALES[page.locale]} />
    </>
  );
}
