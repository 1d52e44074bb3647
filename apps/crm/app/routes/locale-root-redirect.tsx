import { redirectToLocale } from '@donut/app-shell';
import type { Route } from './+types/locale-root-redirect';

export function loader({ request, context }: Route.LoaderArgs) {
  redirectToLocale(request, context);
}
