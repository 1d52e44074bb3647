import { redirect } from 'react-router';
import type { Route } from './+types/client-index';

/** The cabinet opens on the projects page. */
export function loader({ params, request }: Route.LoaderArgs) {
  throw redirect(`/${params.locale}/client/projects${new URL(request.url).search}`);
}

export default function ClientIndex() {
  return null;
}
