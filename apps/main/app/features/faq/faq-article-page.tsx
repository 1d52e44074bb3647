import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { GetFaqArticleDocument } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { FaqArticleContent } from './faq-article-content';
import { FaqArticleContentsList } from './faq-article-contents-list';
import { FaqArticleList } from './faq-article-list';
import { FaqBreadcrumb } from './faq-breadcrumb';
import { otherArticlesVariables } from './faq-queries';
import { FaqRating } from './faq-rating';

/**
 * faq/articles/{slug} (spec §2): the article with "In this article", the rating, the other articles of its
 * section and the way back to it. An article without content says it is in development.
 */
export function FaqArticlePage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { slug = '' } = useParams();
  const { data, error } = useQuery(GetFaqArticleDocument, { variables: { slug } });
  const article = data?.faq_article;
  if (!article) {
    return error ? (
      <p className="faq__status" role="alert">
        <FormattedMessage id="main.faq.article.error" />
      </p>
    ) : (
      <p className="faq__status" aria-busy="true">
        <FormattedMessage id="main.faq.article.loading" />
      </p>
    );
  }
  const categoryPath = routeHref('main', 'faqCategory', { slug: article.category.slug }, { locale });
  return (
    <div className="faq-article-page">
      <article className="faq-article" aria-labelledby="faq-article-title">
        <FaqBreadcrumb
          trail={[
            {
              label: intl.formatMessage({ id: 'main.faq.band.home' }),
              to: routeHref('main', 'faq', {}, { locale }),
            },
            { label: article.category.name, to: categoryPath },
          ]}
        />
        <h1 id="faq-article-title">{article.title}</h1>
        <p className="faq__lead">{article.summary}</p>
        {article.content_html === null ? (
          <div className="faq-article__in-development">
            <p className="faq-article__in-development-title">
              <FormattedMessage id="main.faq.article.in-development" />
            </p>
            <p>
              <FormattedMessage id="main.faq.article.in-development-hint" />
            </p>
          </div>
        ) : (
          <>
            <FaqArticleContentsList headings={article.headings} />
            <FaqArticleContent html={article.content_html} />
            <FaqRating key={article.slug} slug={article.slug} />
          </>
        )}
        <p className="faq-article__back">
          <Link to={categoryPath}>
            <FormattedMessage id="main.faq.article.back" values={{ category: article.category.name }} />
          </Link>
        </p>
      </article>
      <section className="faq-other" aria-labelledby="faq-other-heading">
        <h2 id="faq-other-heading">
          <FormattedMessage id="main.faq.article.other" />
        </h2>
        <FaqArticleList
          variables={otherArticlesVariables(article.category.slug, article.slug)}
          empty={
            <p className="faq__status">
              <FormattedMessage id="main.faq.article.no-other" />
            </p>
          }
        />
      </section>
    </div>
  );
}
