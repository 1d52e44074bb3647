import { buildSchema, getOperationAST } from 'graphql';
import { typeDefs } from '@donut/graphql';
import { measureDocument } from './document-measure';
import { GRAPHQL_LIMITS } from './graphql-limits';
import { libraryDocuments } from './persisted-operations';

// An app operation over the limits is refused in production only (QUERY_TOO_COMPLEX): a fragment that grows a
// list's items (a service's form on a page of 100 services) must fail here, not on the owner's screen.
describe("the apps' operations", () => {
  const schema = buildSchema(typeDefs);

  it.each(libraryDocuments().map((document) => [getOperationAST(document)?.name?.value, document]))(
    '%s fits the production limits',
    (_name, document) => {
      const measure = measureDocument(schema, document, GRAPHQL_LIMITS.cost + 1);
      expect(measure.cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.cost);
      expect(measure.depth).toBeLessThanOrEqual(GRAPHQL_LIMITS.depth);
    },
  );
});
