import { FormattedMessage } from 'react-intl';
import { BlockError, BlockLoading, ShowMoreFooter } from './block-status';
import { useCategoryList } from './use-category-list';

/** The shop's catalogue categories, a page at a time. */
export function CategoriesBlock({ projectId }: { projectId: string }) {
  const { page, isLoading, hasError, retry, isLoadingMore, hasMoreError, loadMore } = useCategoryList(projectId);

  let body;
  if (isLoading) body = <BlockLoading messageId="crm.home.categories.loading" />;
  else if (hasError || !page) body = <BlockError messageId="crm.home.categories.error" onRetry={retry} />;
  else if (page.list.length === 0) {
    body = (
      <p>
        <FormattedMessage id="crm.home.categories.empty" />
      </p>
    );
  } else {
    body = (
      <>
        <ul className="crm-categories">
          {page.list.map((category) => (
            <li key={category.id}>{category.name}</li>
          ))}
        </ul>
        <ShowMoreFooter
          countMessageId="crm.home.categories.count"
          shown={page.list.length}
          total={page.meta.total}
          hasNextPage={page.meta.has_next_page}
          isLoadingMore={isLoadingMore}
          hasMoreError={hasMoreError}
          onShowMore={loadMore}
        />
      </>
    );
  }

  return (
    <section className="crm-block" id="catalogue" aria-labelledby="crm-categories-heading">
      <h2 id="crm-categories-heading">
        <FormattedMessage id="crm.home.categories.title" />
      </h2>
      {body}
    </section>
  );
}
