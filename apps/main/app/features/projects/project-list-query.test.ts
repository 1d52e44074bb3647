import { createApolloCache, GetProjectListDocument } from '@donut/graphql';
import { PROJECT_LIST_VARIABLES } from './project-list-query';
import { project, type TestProject } from './projects-fixtures';

const page = (list: TestProject[], meta: { total: number; has_next_page: boolean }) => ({
  project_list: {
    __typename: 'ProjectList' as const,
    list,
    meta: { __typename: 'ListMeta' as const, count: list.length, ...meta },
  },
});

/** The first page as the list loads it, then the next one as "Show more" fetches it (offset: the projects shown). */
function showMore(first: ReturnType<typeof page>, next: ReturnType<typeof page>) {
  const cache = createApolloCache();
  cache.writeQuery({ query: GetProjectListDocument, variables: PROJECT_LIST_VARIABLES, data: first });
  const offset = first.project_list.list.length;
  cache.writeQuery({
    query: GetProjectListDocument,
    variables: { ...PROJECT_LIST_VARIABLES, offset },
    data: next,
  });
  return cache.readQuery({ query: GetProjectListDocument, variables: PROJECT_LIST_VARIABLES })?.project_list;
}

describe('the project list in the cache', () => {
  it('appends the next page and takes its meta, counting everything shown', () => {
    const merged = showMore(
      page([project(3), project(2)], { total: 3, has_next_page: true }),
      page([project(1)], { total: 3, has_next_page: false }),
    );
    expect(merged?.list.map((item) => item.name)).toEqual(['Project 3', 'Project 2', 'Project 1']);
    expect(merged?.meta).toEqual({ __typename: 'ListMeta', count: 3, total: 3, has_next_page: false });
  });

  it('keeps a project once when a project created meanwhile shifted the pages', () => {
    const merged = showMore(
      page([project(3), project(2)], { total: 4, has_next_page: true }),
      page([project(2), project(1)], { total: 4, has_next_page: false }),
    );
    expect(merged?.list.map((item) => item.name)).toEqual(['Project 3', 'Project 2', 'Project 1']);
  });
});
