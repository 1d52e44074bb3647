import { buildSchema, type GraphQLObjectType } from 'graphql';
import { typeDefs } from '@donut/graphql';

/** The GraphQL contract as tests walk it: every root field of Query and Mutation. */
const contractSchema = buildSchema(typeDefs);
export const rootTypes: Record<'Query' | 'Mutation', GraphQLObjectType> = {
  Query: contractSchema.getQueryType() as GraphQLObjectType,
  Mutation: contractSchema.getMutationType() as GraphQLObjectType,
};
/** The subscriptions (WebSocket only), walked where a test covers every root field. */
export const subscriptionType = contractSchema.getSubscriptionType() as GraphQLObjectType;
