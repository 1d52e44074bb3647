import {
  Kind,
  type ArgumentNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from '../core/pagination';

// Types are read by shape (`getFields`, the printed type such as `[Image!]!`) rather than with
// graphql's instanceof predicates: the schema comes from Mercurius, which may load another copy of
// graphql than this module (as under Vitest), and those predicates refuse objects of another copy.
interface FieldShape {
  type: { toString(): string };
  args: ReadonlyArray<{ name: string; defaultValue?: unknown }>;
}
interface TypeShape {
  getFields?: () => Record<string, FieldShape>;
}

/** What a document would cost to run, measured before GraphQL validates or executes it. */
export interface DocumentMeasure {
  /** Deepest field nesting of any operation (a root field is level 1). */
  depth: number;
  /** Aliased fields, counted as often as fragments repeat them. */
  aliases: number;
  /** Estimated fields resolved: each field 1, multiplied by the sizes of the lists above it. */
  cost: number;
  /** Asks for __schema or __type. */
  introspection: boolean;
  /** The walk stopped early because a budget was exceeded (the document is refused anyway). */
  truncated: boolean;
}

/** A list without a `limit` argument is assumed to hold this many items (a gallery holds 10 pictures; the long reference lists such as timezone_list sit at the root, where the size matters little). */
const UNPAGED_LIST_SIZE = 10;

/**
 * Measures every operation of the document, following fragment spreads. Fragment cycles are cut
 * (validation reports them), and the walk stops once `budget` fields were visited, so a document
 * built to explode (fragments spreading fragments) costs at most that much work here.
 */
export function measureDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  budget: number,
): DocumentMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const typeNamed = (printed: string): TypeShape | undefined =>
    (schema.getType(printed.replace(/[[\]!]/g, '')) as TypeShape | null) ?? undefined;
  const measure: DocumentMeasure = { depth: 0, aliases: 0, cost: 0, introspection: false, truncated: false };
  let visits = 0;

  /** `page`: the page size a paged field above (e.g. project_list(limit)) sets for the list inside it. */
  function walk(
    selectionSet: SelectionSetNode,
    type: TypeShape | undefined,
    level: number,
    multiplier: number,
    path: ReadonlySet<string>,
    page?: number,
  ) {
    for (const selection of selectionSet.selections) {
      if (++visits > budget) {
        measure.truncated = true;
        return;
      }
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__schema' || name === '__type') measure.introspection = true;
        if (selection.alias) measure.aliases += 1;
        measure.depth = Math.max(measure.depth, level);
        measure.cost += multiplier;
        const field = fieldOf(type, name);
        if (selection.selectionSet) {
          const own = field ? pageSize(field, selection.arguments ?? []) : undefined;
          const printed = field ? String(field.type) : '';
          const isList = printed.startsWith('[');
          const size = isList ? (own ?? page ?? UNPAGED_LIST_SIZE) : 1;
          walk(
            selection.selectionSet,
            field ? typeNamed(printed) : undefined,
            level + 1,
            multiplier * size,
            path,
            isList ? undefined : own,
          );
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? typeNamed(selection.typeCondition.name.value) : type;
        walk(selection.selectionSet, condition, level, multiplier, path, page);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || path.has(name)) continue;
        const condition = typeNamed(fragment.typeCondition.name.value);
        walk(fragment.selectionSet, condition, level, multiplier, new Set([...path, name]), page);
      }
      if (measure.truncated) return;
    }
  }

  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root =
      definition.operation === 'mutation'
        ? schema.getMutationType()
        : definition.operation === 'subscription'
          ? schema.getSubscriptionType()
          : schema.getQueryType();
    walk(definition.selectionSet, root ?? undefined, 1, 1, new Set());
    if (measure.truncated) break;
  }
  return measure;
}

function fieldOf(type: TypeShape | undefined, name: string): FieldShape | undefined {
  return type?.getFields?.()[name];
}

/** The page a paged field returns: its literal `limit`, the largest page for a variable, else its default. */
function pageSize(field: FieldShape, args: readonly ArgumentNode[]): number | undefined {
  const limitArgument = field.args.find((arg) => arg.name === 'limit');
  if (!limitArgument) return undefined;
  const given = args.find((arg) => arg.name.value === 'limit')?.value;
  if (given?.kind === Kind.INT) return Math.max(1, Math.min(Number(given.value), MAX_PAGE_SIZE));
  if (given) return MAX_PAGE_SIZE;
  return typeof limitArgument.defaultValue === 'number'
    ? Math.max(1, limitArgument.defaultValue)
    : MAX_PAGE_SIZE;
}
