import type { GetClientQuery } from '@donut/graphql';

/** The signed-in owner as GetClient answers it (already in the cache from the cabinet layout). */
export type ProfileClient = GetClientQuery['client'];
