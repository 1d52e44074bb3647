import { print } from 'graphql';
import type { GraphQLFieldResolver } from 'graphql';
import { GetProjectListDocument, SaveProjectDocument } from '@donut/graphql';
import { registerClient } from '../testing/clients';
import { createTestApp, type TestApp } from '../testing/test-app';

const LIST = print(GetProjectListDocument);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ADR 0024: a document seen twice is compiled by graphql-jit between requests. Compiled or not, every
// request must answer alike: data, domain errors and refused variables.
describe('documents compiled after their second request', () => {
  let t: TestApp;
  let token: string;
  const stacks: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    token = (await registerClient(t)).tokens.access_token;
    await t.graphql(
      print(SaveProjectDocument),
      { name: 'Compiled', domain: `compiled-${Date.now().toString(36)}` },
      'en',
      token,
    );
    // Notes how project_list is called: the compiled path calls it from graphql-jit's generated code.
    const field = t.app.graphql.schema.getQueryType()?.getFields().project_list;
    if (!field) throw new Error('no Query.project_list');
    const resolve = field.resolve as GraphQLFieldResolver<unknown, unknown>;
    field.resolve = (...args) => {
      stacks.push(new Error().stack ?? '');
      return resolve(...args);
    };
  });
  afterAll(() => t.dispose());

  it('answer the same before and after compilation, for an owner, a visitor and a bad variable', async () => {
    const rounds = [];
    for (let i = 0; i < 6; i++) {
      rounds.push({
        owner: await t.graphql(LIST, { limit: 20 }, 'en', token),
        visitor: await t.graphql(LIST, { limit: 20 }, 'en'),
        badVariable: await t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { authorization: `Bearer ${token}` },
          payload: { query: LIST, variables: { limit: 'many' } },
        }),
      });
      // The compiler runs between requests, when the event loop has time for it.
      await pause(60);
    }
    expect(rounds[0].owner.data.project_list.list).toHaveLength(1);
    expect(rounds[0].visitor.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(rounds[0].badVariable.statusCode).toBe(400);
    for (const round of rounds) {
      expect(round.owner).toEqual(rounds[0].owner);
      expect(round.visitor).toEqual(rounds[0].visitor);
      expect({ status: round.badVariable.statusCode, body: round.badVariable.json() }).toEqual({
        status: rounds[0].badVariable.statusCode,
        body: rounds[0].badVariable.json(),
      });
    }
    expect(stacks[0]).not.toContain('graphql-jit');
    expect(stacks.at(-1)).toContain('graphql-jit');
  });
});
