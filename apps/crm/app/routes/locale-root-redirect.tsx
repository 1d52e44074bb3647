import { redirectToLocale } from '@donut/app-shell';
import type { Route } from './+types/locale-root-redirect';

export function loader({ request }: Route.LoaderArgs) {
  redirectToLocale(request);
}
