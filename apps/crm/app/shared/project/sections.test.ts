import { menuFromSections, sectionsFromMenu } from './sections';

describe('section switches', () => {
  it('turn each switch into its two menu sections and back', () => {
    const menu = menuFromSections({ products: true, services: false });
    expect(menu).toEqual([
      { key: 'products', is_visible: true },
      { key: 'orders', is_visible: true },
      { key: 'services', is_visible: false },
      { key: 'applications', is_visible: false },
    ]);
    expect(sectionsFromMenu(menu)).toEqual({ products: true, services: false });
  });

  it('show a group only when both of its sections are visible', () => {
    expect(sectionsFromMenu([{ key: 'orders', is_visible: false }])).toEqual({
      products: false,
      services: true,
    });
  });
});
