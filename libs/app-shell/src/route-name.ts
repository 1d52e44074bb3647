import type { UIMatch } from 'react-router';

/**
 * The name of the deepest matched route: its module's file name (`routes/client-projects.tsx` has the id
 * `routes/client-projects`, named `client-projects`), the names `@donut/telegram` compares against.
 */
export function routeNameOf(matches: readonly UIMatch[]): string {
  const id = matches.at(-1)?.id ?? '';
  return id.replace(/^routes\//, '');
}
