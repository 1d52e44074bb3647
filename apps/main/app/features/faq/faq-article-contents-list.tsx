import { FormattedMessage } from 'react-intl';

export interface FaqArticleContentsListProps {
  /** The article's h2 sections; `anchor` is each h2's id in the content. */
  headings: ReadonlyArray<{ anchor: string; text: string }>;
}

/** "In this article": a link to each section of the article. */
export function FaqArticleContentsList({ headings }: FaqArticleContentsListProps) {
  if (headings.length === 0) return null;
  return (
    <nav className="faq-contents" aria-labelledby="faq-contents-heading">
      <h2 id="faq-contents-heading">
        <FormattedMessage id="main.faq.article.contents" />
      </h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.anchor}>
            <a href={`#${heading.anchor}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
