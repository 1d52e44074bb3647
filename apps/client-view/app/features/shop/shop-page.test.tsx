import { screen, within } from '@testing-library/react';
import { renderInClientView } from '../../testing/render-in-client-view';
import { ShopPage } from './shop-page';
import type { ProductCard } from './product-card';

const product = (id: string, extra: Partial<ProductCard> = {}): ProductCard => ({
  id,
  name: `Product ${id}`,
  photos: [],
  price: '$45',
  regularPrice: null,
  isFrom: false,
  isSoldOut: false,
  ...extra,
});

const CATEGORIES = [
  { id: 'c1', name: 'Shirts' },
  { id: 'c2', name: 'Bags' },
];

describe('the shop page', () => {
  it('shows category chips, cards with "from" and discount prices, the sold-out badge and "Show more"', () => {
    renderInClientView(
      <ShopPage
        locale="en"
        categories={CATEGORIES}
        categoryId="c2"
        search="tee"
        products={[
          product('p1', { isFrom: true, price: '$39.90', regularPrice: '$45' }),
          product('p2', { isSoldOut: true }),
        ]}
        nextPage={2}
      />,
      { url: '/en/shop?category=c2&search=tee' },
    );
    const chips = screen.getByRole('navigation', { name: 'Product categories' });
    expect(within(chips).getByRole('link', { name: 'Bags' }).getAttribute('aria-current')).toBe('page');
    expect(within(chips).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/en/shop?search=tee');
    const first = screen.getByRole('heading', { name: 'Product p1' }).closest('li') as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Product p1' }).getAttribute('href')).toBe('/en/shop/p1');
    expect(within(first).getByText('from $39.90')).toBeTruthy();
    expect(first.querySelector('del')?.textContent).toBe('Regular price: $45');
    const second = screen.getByRole('heading', { name: 'Product p2' }).closest('li') as HTMLElement;
    expect(within(second).getByText('Sold out')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show more' }).getAttribute('href')).toBe(
      '/en/shop?category=c2&search=tee&page=2',
    );
    const search = screen.getByRole('search');
    expect(
      (within(search).getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value,
    ).toBe('tee');
  });

  it('says when a search finds nothing, and when the shop has nothing yet', () => {
    const { unmount } = renderInClientView(
      <ShopPage locale="ru" categories={[]} categoryId={null} search="шарф" products={[]} nextPage={null} />,
      { url: '/ru/shop?search=шарф' },
    );
    expect(screen.getByText('По запросу «шарф» ничего не найдено.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Показать ещё' })).toBeNull();
    unmount();
    renderInClientView(
      <ShopPage locale="ka" categories={[]} categoryId={null} search="" products={[]} nextPage={null} />,
      { url: '/ka/shop' },
    );
    expect(screen.getByText('აქ ჯერ პროდუქტები არ არის.')).toBeTruthy();
  });
});
