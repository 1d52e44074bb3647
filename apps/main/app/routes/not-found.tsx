import { notFound } from '@donut/app-shell';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  notFound(request);
}

export default function NotFound() {
  return null;
}
