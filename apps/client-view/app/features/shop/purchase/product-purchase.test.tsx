/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://salon.localhost:3003/"}
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { renderToString } from 'react-dom/server';
import { catalogs } from '../../../i18n/catalogs';
import { customerCatalogStore } from '../../../i18n/customer-catalogs';
import { ClientViewProviders } from '../../../layout/client-view-providers';
import { graphqlError, installFakeApi } from '../../../testing/fake-api';
import { cartLine, cartOf } from '../cart/cart-fixtures';
import { renderInClientView } from '../../../testing/render-in-client-view';
import type { VariantOffer } from '../product-card';
import ProductPurchase from './product-purchase';

const offer = (
  id: string,
  optionValues: string[],
  stockState: VariantOffer['stockState'],
  available: number | null,
  price = '$45',
  regularPrice: string | null = null,
): VariantOffer => ({ id, optionValues, price, regularPrice, stockState, available });

const TEE = {
  options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
  variants: [
    offer('v1', ['S'], 'sold_out', 0),
    offer('v2', ['M'], 'low_stock', 2, '$39.90', '$45'),
    offer('v3', ['L'], 'in_stock', null, '$48'),
  ],
};

describe('choosing what to buy on the product page', () => {
  it('opens on a variant in stock, marks the sold-out size, and shows the chosen price and stock', async () => {
    renderInClientView(<ProductPurchase product={TEE} />, { url: '/en/shop/p1' });
    const medium = await screen.findByRole('radio', { name: 'M' });
    expect((medium as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'S Sold out' })).toBeTruthy();
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect(document.querySelector('del')?.textContent).toBe('Regular price: $45');

    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByText('$48')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'S Sold out' }));
    expect(screen.getByRole('status').textContent).toBe('Sold out');
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
  });

  it('says "Not enough quantity" when more is asked than is left, before asking the API', async () => {
    renderInClientView(<ProductPurchase product={TEE} />, { url: '/en/shop/p1' });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(screen.getByRole('alert').textContent).toBe('Not enough quantity');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("adds the chosen variant and quantity to what the cart holds, and shows the API's refusal under the quantity", async () => {
    document.cookie = 'donut-cart-cv=token-1; Path=/';
    const held = cartLine({ variant_id: 'v3', quantity: 1 });
    const api = installFakeApi((call) => {
      if (call.name === 'GetCart')
        return { body: { data: { cart: { cart: cartOf([held]), cart_token: 'token-1' } } } };
      const { quantity } = (call.body.variables ?? {}) as { quantity: number };
      if (quantity > 3) return graphqlError('BAD_USER_INPUT', 'Invalid', { quantity: 'Not enough quantity' });
      return {
        body: { data: { set_cart_line: { cart: cartOf([{ ...held, quantity }]), cart_token: 'token-1' } } },
      };
    });
    renderInClientView(<ProductPurchase product={TEE} />, { url: '/en/shop/p1' });
    await userEvent.click(await screen.findByRole('radio', { name: 'L' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to the cart.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/en/cart');
    expect(api.named('SetCartLine')[0].body.variables).toMatchObject({
      domain: 'salon',
      cart_token: 'token-1',
      variant_id: 'v3',
      quantity: 3,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough quantity');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    document.cookie = 'donut-cart-cv=; Max-Age=0; Path=/';
  });

  it('takes over a size pressed and a quantity typed before the page hydrated (it hydrates on intent)', async () => {
    await customerCatalogStore.loadCatalog('en');
    const Stub = createRoutesStub([
      { path: '/:locale/*', Component: () => <ProductPurchase product={TEE} /> },
    ]);
    const tree = (
      <ClientViewProviders locale="en" catalogs={catalogs} session={null}>
        <Stub initialEntries={['/en/shop/p1']} />
      </ClientViewProviders>
    );
    // The server's HTML, on which the visitor picks L and types 2 before the page's code has arrived.
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = renderToString(tree);
    page.querySelector<HTMLInputElement>('input[value="L"]')?.click();
    const typed = page.querySelector<HTMLInputElement>('input[type="number"]');
    if (typed) typed.value = '2';
    await act(async () => {
      render(tree, { container: page, hydrate: true });
    });
    expect(screen.getByRole('radio', { name: 'L' })).toHaveProperty('checked', true);
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByText('$48')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '2');
    page.remove();
  });

  it('speaks Russian with the plural of what is left', async () => {
    renderInClientView(<ProductPurchase product={TEE} />, { url: '/ru/shop/p1' });
    expect(await screen.findByText('Осталось 2 товара')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeTruthy();
  });
});
