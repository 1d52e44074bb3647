import { createHash } from 'node:crypto';
import { Kind, print, visit, type DefinitionNode, type DocumentNode } from 'graphql';
import * as library from '@donut/graphql';

/**
 * The operations the apps may send, by operation name and by the hash of their normalized text.
 *
 * They come from libs/graphql's generated typed documents (codegen of libs/graphql/src/operations),
 * the very objects the apps import and send, so the list can never drift from what the apps run;
 * the API bundles them like any other library code.
 */
export interface PersistedOperations {
  /** sha256 of the normalized document → operation name. */
  byHash: ReadonlyMap<string, string>;
}

/**
 * The text two equivalent documents share: Apollo's cache adds `__typename` to every selection set
 * before sending, and definitions may come in another order; both are normalized away. An aliased
 * `__typename` is kept, so aliases cannot hide in it.
 */
export function normalizedText(document: DocumentNode): string {
  const stripped = visit(document, {
    Field(node) {
      return node.name.value === '__typename' && !node.alias ? null : undefined;
    },
  });
  const rank = (definition: DefinitionNode) => (definition.kind === Kind.OPERATION_DEFINITION ? 0 : 1);
  const nameOf = (definition: DefinitionNode) =>
    'name' in definition && definition.name ? definition.name.value : '';
  return [...stripped.definitions]
    .sort((a, b) => rank(a) - rank(b) || nameOf(a).localeCompare(nameOf(b)))
    .map((definition) => print(definition))
    .join('\n');
}

/**
 * Mercurius keeps one parsed document per query text (its LRU), so a request repeating a query hands
 * over the same object: its hash is worked out once, not printed and hashed on every request.
 */
const hashes = new WeakMap<DocumentNode, string>();

export function operationHash(document: DocumentNode): string {
  let hash = hashes.get(document);
  if (!hash) {
    hash = createHash('sha256').update(normalizedText(document)).digest('hex');
    hashes.set(document, hash);
  }
  return hash;
}

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operation?.kind === Kind.OPERATION_DEFINITION && operation.name
    ? operation.name.value
    : '(anonymous)';
}

export function persistedOperationsOf(documents: readonly DocumentNode[]): PersistedOperations {
  return { byHash: new Map(documents.map((document) => [operationHash(document), operationName(document)])) };
}

/** Every operation document exported by @donut/graphql (fragments alone are not operations). */
export function libraryDocuments(): DocumentNode[] {
  return Object.values(library)
    .filter(isDocument)
    .filter((document) =>
      document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
    );
}

let cached: PersistedOperations | null = null;
export function appOperations(): PersistedOperations {
  return (cached ??= persistedOperationsOf(libraryDocuments()));
}
