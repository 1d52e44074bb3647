import type { GetProjectListQuery } from '@donut/graphql';

/** A page of the projects list: 12 fills the card grid evenly at two, three and four columns. */
export const PROJECTS_PAGE_SIZE = 12;

/** The first page, newest first: a project just created shows at the top. */
export const PROJECT_LIST_VARIABLES = {
  limit: PROJECTS_PAGE_SIZE,
  offset: 0,
  order_by: { field: 'created_at', direction: 'desc' },
} as const;

export type ProjectListItem = GetProjectListQuery['project_list']['list'][number];

/**
 * fetchMore's merge: the next page after the pages shown. A project created meanwhile shifts the
 * offsets by one, so a project already shown may come again; it is kept once.
 */
export function appendProjectPage(previous: GetProjectListQuery, { fetchMoreResult }: { fetchMoreResult: GetProjectListQuery }): GetProjectListQuery {
  const shown = previous.project_list.list;
  const known = new Set(shown.map((project) => project.id));
  const list = [...shown, ...fetchMoreResult.project_list.list.filter((project) => !known.has(project.id))];
  return {
    ...previous,
    project_list: {
      ...fetchMoreResult.project_list,
      list,
      // The latest page knows whether more follow; the count is of everything shown now.
      meta: { ...fetchMoreResult.project_list.meta, count: list.length },
    },
  };
}
