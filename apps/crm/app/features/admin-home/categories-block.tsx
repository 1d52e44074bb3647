import { PagedListBlock } from './paged-list-block';
import { useCategoryList } from './use-category-list';

const MESSAGES = {
  title: 'crm.home.categories.title',
  loading: 'crm.home.categories.loading',
  error: 'crm.home.categories.error',
  empty: 'crm.home.categories.empty',
  count: 'crm.home.categories.count',
};

/** The shop's catalogue categories, a page at a time. */
export function CategoriesBlock({ projectId }: { projectId: string }) {
  return (
    <PagedListBlock id="catalogue" messages={MESSAGES} state={useCategoryList(projectId)}>
      {(categories) => (
        <ul className="crm-categories">
          {categories.map((category) => (
            <li key={category.id}>{category.name}</li>
          ))}
        </ul>
      )}
    </PagedListBlock>
  );
}
