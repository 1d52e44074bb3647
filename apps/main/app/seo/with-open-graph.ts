import type { MetaDescriptor } from 'react-router';

/** A page's meta plus og:title and og:description taken from its title and description. */
export function withOpenGraph(meta: MetaDescriptor[]): MetaDescriptor[] {
  const title = meta.find((entry): entry is { title: string } => 'title' in entry)?.title;
  const description = meta.find(
    (entry): entry is { name: string; content: string } => 'name' in entry && entry.name === 'description',
  )?.content;
  return [
    ...meta,
    ...(title ? [{ property: 'og:title', content: title }] : []),
    ...(description ? [{ property: 'og:description', content: description }] : []),
  ];
}
