import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** What a message's arguments are, for choosing sample values: `select` keeps its option keys. */
export type ArgumentKind =
  { kind: 'number' } | { kind: 'date' } | { kind: 'string' } | { kind: 'select'; keys: string[] };

const childrenOf = (element: MessageFormatElement): MessageFormatElement[][] => {
  if (element.type === TYPE.plural || element.type === TYPE.select)
    return Object.values(element.options).map((option) => option.value);
  if (element.type === TYPE.tag) return [element.children];
  return [];
};

/**
 * The words of a message as a translator reads them, every branch of its plurals and selects included:
 * literals as they are, an argument as `{name}`, `#` as itself. Term and quote rules read this.
 */
export function proseOf(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return element.value;
        case TYPE.pound:
          return '#';
        case TYPE.plural:
        case TYPE.select:
          return childrenOf(element)
            .map((branch) => proseOf(branch))
            .join(' | ');
        case TYPE.tag:
          return proseOf(element.children);
        default:
          return `{${element.value}}`;
      }
    })
    .join('');
}

/** Every argument of a message with its kind; an argument used as a number anywhere is a number. */
export function argumentsOf(
  elements: readonly MessageFormatElement[],
  found = new Map<string, ArgumentKind>(),
) {
  const note = (name: string, kind: ArgumentKind) => {
    const known = found.get(name);
    if (!known || known.kind === 'string') found.set(name, kind);
  };
  for (const element of elements) {
    if (element.type === TYPE.argument) note(element.value, { kind: 'string' });
    else if (element.type === TYPE.number || element.type === TYPE.plural)
      note(element.value, { kind: 'number' });
    else if (element.type === TYPE.date || element.type === TYPE.time) note(element.value, { kind: 'date' });
    else if (element.type === TYPE.select)
      note(element.value, { kind: 'select', keys: Object.keys(element.options) });
    for (const branch of childrenOf(element)) argumentsOf(branch, found);
  }
  return found;
}

/** The names of the rich-text tags (<link>…</link>) of a message. */
export function tagsOf(elements: readonly MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) found.add(element.value);
    for (const branch of childrenOf(element)) tagsOf(branch, found);
  }
  return found;
}

/** Each plural and selectordinal of a message (nested ones too). */
export function pluralsOf(
  elements: readonly MessageFormatElement[],
): Array<{ name: string; ordinal: boolean; keys: string[] }> {
  return elements.flatMap((element) => [
    ...(element.type === TYPE.plural
      ? [
          {
            name: element.value,
            ordinal: element.pluralType === 'ordinal',
            keys: Object.keys(element.options),
          },
        ]
      : []),
    ...childrenOf(element).flatMap((branch) => pluralsOf(branch)),
  ]);
}
