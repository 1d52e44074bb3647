import { readPublicEnv } from '@donut/app-shell';
import { renderRobots } from '../seo/sitemap';

/** GET /robots.txt */
export function loader() {
  return new Response(renderRobots(readPublicEnv().origins.main), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
