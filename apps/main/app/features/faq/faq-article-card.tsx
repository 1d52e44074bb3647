import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { TrustedHtml } from '@donut/ui';
import type { FaqArticleListItem } from './faq-queries';

export interface FaqArticleCardProps {
  article: FaqArticleListItem;
  /** Lists across sections name each article's section; a section's own list does not. */
  isCategoryShown?: boolean;
  /** In search results: the matching fragment instead of the summary. */
  isHighlightShown?: boolean;
}

/** An article in a list: its title as the link, then the search's matching fragment or its summary. */
export function FaqArticleCard({
  article,
  isCategoryShown = false,
  isHighlightShown = false,
}: FaqArticleCardProps) {
  const locale = usePageLocale();
  return (
    <article className="faq-card" aria-labelledby={`faq-card-${article.id}`}>
      <Link
        id={`faq-card-${article.id}`}
        className="faq-card__title"
        to={routeHref('main', 'faqArticle', { slug: article.slug }, { locale })}
      >
        {article.title}
      </Link>
      {/* The API escapes the article's text and adds only <mark> around the matches (ADR 0014). The cache keeps
          one highlight per article, the latest search's, so only a search's own list shows it. */}
      <p className="faq-card__text">
        {isHighlightShown && article.highlight ? <TrustedHtml html={article.highlight} /> : article.summary}
      </p>
      {isCategoryShown ? <p className="faq-card__category">{article.category.name}</p> : null}
    </article>
  );
}
