import { appendPage } from './paged-list';

const page = (ids: string[], hasNext: boolean, total: number) => ({
  list: ids.map((id) => ({ id, name: `#${id}` })),
  meta: { count: ids.length, has_next_page: hasNext, total },
});

describe('appendPage', () => {
  it('adds the next page after the shown one and counts everything shown', () => {
    const merged = appendPage(page(['1', '2'], true, 4), page(['3', '4'], false, 4));
    expect(merged.list.map((item) => item.id)).toEqual(['1', '2', '3', '4']);
    expect(merged.meta).toEqual({ count: 4, has_next_page: false, total: 4 });
  });

  it('keeps an item once when an insertion shifted the offsets', () => {
    const merged = appendPage(page(['1', '2'], true, 5), page(['2', '3'], true, 5));
    expect(merged.list.map((item) => item.id)).toEqual(['1', '2', '3']);
    expect(merged.meta.count).toBe(3);
  });
});
