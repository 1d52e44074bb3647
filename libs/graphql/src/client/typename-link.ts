import type { ApolloLink } from '@apollo/client';
import { RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';

/**
 * Strips `__typename` from variables, however deeply nested. Forms are often filled from cached
 * query results, which carry `__typename`; sent back as input objects (e.g. `MenuElementInput`),
 * that extra field fails the server's input validation.
 */
export function createTypenameLink(): ApolloLink {
  return new RemoveTypenameFromVariablesLink();
}
