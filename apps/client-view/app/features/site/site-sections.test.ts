import { sectionLinks } from './site-sections';

describe('the site menu', () => {
  it('links the shop when the owner shows products, and services when they show services, in menu order', () => {
    expect(sectionLinks(['products', 'orders', 'services']).map((link) => [link.key, link.route])).toEqual([
      ['products', 'shop'],
      ['services', 'services'],
    ]);
    expect(sectionLinks(['services'])).toHaveLength(1);
  });
});
