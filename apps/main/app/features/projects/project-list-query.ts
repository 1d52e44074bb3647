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
