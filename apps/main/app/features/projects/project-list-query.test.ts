import { appendProjectPage } from './project-list-query';
import { project, type TestProject } from './projects-fixtures';

const page = (list: TestProject[], meta: { total: number; has_next_page: boolean }) => ({
  project_list: { list, meta: { count: list.length, ...meta } },
});

describe('appendProjectPage', () => {
  it('appends the next page and takes its meta, counting everything shown', () => {
    const merged = appendProjectPage(page([project(3), project(2)], { total: 3, has_next_page: true }), {
      fetchMoreResult: page([project(1)], { total: 3, has_next_page: false }),
    });
    expect(merged.project_list.list.map((item) => item.name)).toEqual(['Project 3', 'Project 2', 'Project 1']);
    expect(merged.project_list.meta).toEqual({ count: 3, total: 3, has_next_page: false });
  });

  it('keeps a project once when a project created meanwhile shifted the pages', () => {
    const merged = appendProjectPage(page([project(3), project(2)], { total: 4, has_next_page: true }), {
      fetchMoreResult: page([project(2), project(1)], { total: 4, has_next_page: false }),
    });
    expect(merged.project_list.list.map((item) => item.name)).toEqual(['Project 3', 'Project 2', 'Project 1']);
  });
});
