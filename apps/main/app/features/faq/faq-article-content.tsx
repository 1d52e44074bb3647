export interface FaqArticleContentProps {
  /** The API's `content_html`: rendered from the seed's Markdown with raw HTML off and links checked (ADR 0014). */
  html: string;
}

/**
 * The article's body. A block of its own rather than TrustedHtml's inline span: the body is headings,
 * paragraphs and lists, which a span cannot hold.
 */
export function FaqArticleContent({ html }: FaqArticleContentProps) {
  return <div className="faq-article__content" dangerouslySetInnerHTML={{ __html: html }} />;
}
