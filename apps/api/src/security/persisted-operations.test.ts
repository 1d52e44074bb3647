import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, print, type DefinitionNode, type DocumentNode } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { typeDefs } from '@donut/graphql';
import { measureDocument } from './document-measure';
import { GRAPHQL_LIMITS, refuseDocument } from './graphql-limits';
import { appOperations, libraryDocuments, normalizedText, operationHash } from './persisted-operations';

const operationsFolder = path.resolve(import.meta.dirname, '../../../../libs/graphql/src/operations');

/** Each operation of libs/graphql/src/operations with the fragments it spreads, read from the .graphql files. */
function operationsFromFiles(): Map<string, DocumentNode> {
  const files = fs
    .readdirSync(operationsFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'));
  const definitions = files.flatMap(
    (file) => parse(fs.readFileSync(path.join(operationsFolder, file), 'utf8')).definitions,
  );
  const fragments = new Map(
    definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d] as const] : [])),
  );
  const spreads = (node: DefinitionNode) =>
    [...print(node).matchAll(/\.\.\.(\w+)/g)].map((match) => match[1]).filter((name) => fragments.has(name));
  const result = new Map<string, DocumentNode>();
  for (const operation of definitions) {
    if (operation.kind !== 'OperationDefinition' || !operation.name) continue;
    // The fragments it spreads, and the ones those spread.
    const used = new Set<string>();
    const pending = spreads(operation);
    while (pending.length) {
      const name = pending.pop() as string;
      if (used.has(name)) continue;
      used.add(name);
      pending.push(...spreads(fragments.get(name) as DefinitionNode));
    }
    result.set(operation.name.value, {
      kind: Kind.DOCUMENT,
      definitions: [operation, ...[...used].map((name) => fragments.get(name) as DefinitionNode)],
    });
  }
  return result;
}

describe('persisted operations', () => {
  const schema = buildSchema(typeDefs);

  it('are every operation of libs/graphql/src/operations, as the generated documents the apps send', () => {
    const fromFiles = operationsFromFiles();
    const allowed = appOperations().byHash;
    expect([...allowed.values()].sort()).toEqual([...fromFiles.keys()].sort());
    for (const [name, document] of fromFiles) {
      expect(allowed.get(operationHash(document)), `${name} changed: run npm run codegen`).toBe(name);
    }
  });

  it('match as Apollo sends them (with __typename, in any definition order), not when changed', () => {
    const allowed = appOperations().byHash;
    for (const document of libraryDocuments()) {
      const sent = parse(print(addTypenameToDocument(document)));
      expect(allowed.has(operationHash(sent))).toBe(true);
      expect(allowed.has(operationHash({ ...sent, definitions: [...sent.definitions].reverse() }))).toBe(
        true,
      );
    }
    const project = parse('query GetProject($domain: String!) { project(domain: $domain) { id name } }');
    expect(allowed.has(operationHash(project))).toBe(false);
    const aliased = parse('{ rate_list { id __typename a: __typename } }');
    expect(normalizedText(aliased)).toContain('a: __typename');
  });

  it('all stay inside every limit, with room to grow', () => {
    for (const document of libraryDocuments()) {
      const sent = addTypenameToDocument(document);
      const measure = measureDocument(schema, sent, GRAPHQL_LIMITS.cost + 1);
      const tokens =
        print(sent).match(/[_A-Za-z][_0-9A-Za-z]*|\$|\.\.\.|[!():=@[\]{}|]|"[^"]*"|-?\d+/g)?.length ?? 0;
      const name = print(document).split('\n')[0];
      expect(measure.depth, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.depth - 2);
      expect(measure.aliases, name).toBe(0);
      expect(measure.cost, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.cost / 2);
      expect(tokens, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.tokens / 2);
      expect(
        refuseDocument(schema, sent, { persistedOnly: true, introspection: false }, 'en'),
        name,
      ).toBeNull();
    }
  });

  it('refuse anything else when only persisted operations are accepted, and accept it otherwise', () => {
    const adHoc = parse('{ rate_list { id name } }');
    expect(refuseDocument(schema, adHoc, { persistedOnly: true, introspection: false }, 'en')).toMatchObject({
      message: 'This request is not accepted. Please use the Donut website or app.',
      extensions: { code: 'OPERATION_NOT_ALLOWED' },
    });
    expect(refuseDocument(schema, adHoc, { persistedOnly: false, introspection: false }, 'en')).toBeNull();
  });
});
