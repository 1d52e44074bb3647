import MarkdownIt, { type Token } from 'markdown-it';
import type { FaqHeadingRow } from '../../db/schema';
import { createAnchorSet } from './heading-anchor';

export interface RenderedFaqBody {
  /** Safe HTML: raw HTML in the source is escaped, links point only to our paths or http(s). */
  html: string;
  /** The h2 sections, in order: the "In this article" list. */
  headings: FaqHeadingRow[];
  /** The text without markup, for search and its highlight. */
  text: string;
  /** What was dropped as unsafe (links); the seed refuses a body with any, so authors hear of it. */
  problems: string[];
}

// CommonMark with raw HTML off: "<script>" in an article is shown as text, never run. Pictures and
// indented code are outside the authors' subset (an indented paragraph would turn into code).
const markdown = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false }).disable([
  'image',
  'code',
]);
// Every link is parsed so the check below can name the bad ones; only safe ones are kept.
markdown.validateLink = () => true;

/** Links to the product's own pages ("/ru/client/projects") or to http(s) sites. */
export function isSafeHref(href: string): boolean {
  if (/^\/(?![/\\])/.test(href)) return true;
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    new URL(href);
    return true;
  } catch {
    return false;
  }
}

function inlineText(token: Token): string {
  return (token.children ?? [])
    .map((child) =>
      child.type === 'text' || child.type === 'code_inline'
        ? child.content
        : child.type.endsWith('break')
          ? ' '
          : '',
    )
    .join('');
}

/** Drops unsafe links (their text stays) and marks external ones so they pass no referrer. */
function checkLinks(inline: Token, problems: string[]) {
  const children = inline.children ?? [];
  const unsafe = new Set<number>();
  children.forEach((child, index) => {
    if (child.type !== 'link_open') return;
    const href = String(child.attrGet('href') ?? '');
    if (!isSafeHref(href)) {
      problems.push(`unsafe link "${href}"`);
      unsafe.add(index);
      const close = children.findIndex(
        (other, at) => at > index && other.type === 'link_close' && other.level === child.level,
      );
      if (close > 0) unsafe.add(close);
    } else if (!href.startsWith('/')) {
      child.attrSet('rel', 'noopener noreferrer');
    }
  });
  inline.children = children.filter((_, index) => !unsafe.has(index));
}

/** Renders an article body written in the seed's Markdown subset (see seed-data/types.ts). */
export function renderFaqBody(source: string): RenderedFaqBody {
  const tokens = markdown.parse(source, {});
  const anchorFor = createAnchorSet();
  const headings: FaqHeadingRow[] = [];
  const problems: string[] = [];
  const blocks: string[] = [];
  tokens.forEach((token, index) => {
    if (token.type === 'inline') {
      checkLinks(token, problems);
      blocks.push(inlineText(token));
    } else if (token.type === 'fence') {
      blocks.push(token.content);
    } else if (token.type === 'heading_open' || token.type === 'heading_close') {
      // The page's title is the only h1; a "# " heading in a body becomes a section.
      if (token.tag === 'h1') token.tag = 'h2';
      if (token.type === 'heading_open') {
        const text = inlineText(tokens[index + 1]).trim();
        const anchor = anchorFor(text);
        token.attrSet('id', anchor);
        if (token.tag === 'h2') headings.push({ anchor, text });
      }
    }
  });
  const html = markdown.renderer.render(tokens, markdown.options, {});
  return {
    html,
    headings,
    text: blocks
      .join('\n')
      .replace(/[ \t]+/g, ' ')
      .trim(),
    problems,
  };
}
