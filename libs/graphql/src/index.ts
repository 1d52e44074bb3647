export * from './generated/operations';
export type { Resolvers, QueryResolvers, MutationResolvers } from './generated/resolvers-types';
export { typeDefs } from './generated/type-defs';
export type { ResolverContext } from './resolver-context';
export * from './client';
export * from './rest';
