import { data } from 'react-router';
import type { Route } from './+types/not-found';

/** Spec §2: an unknown page is the 404 screen with "Page Not Found: {path}". */
export function loader({ request }: Route.LoaderArgs) {
  throw data(`Page Not Found: ${new URL(request.url).pathname}`, { status: 404 });
}

export default function NotFound() {
  return null;
}
