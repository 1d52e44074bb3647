import { apiPoster, contractOperationWithFragments } from './api-client';

const CREATE_PRODUCT = contractOperationWithFragments('shop/CreateProduct.graphql');
const SAVE_SHOP_SETTINGS = contractOperationWithFragments('orders/SaveShopSettings.graphql');
const ORDER_LIST = contractOperationWithFragments('orders/GetOrderList.graphql');
const SET_ORDER_STATUS = contractOperationWithFragments('orders/SetOrderStatus.graphql');
const CURRENCY_LIST = contractOperationWithFragments('reference/GetCurrencyList.graphql');
const SAVE_PROJECT = contractOperationWithFragments('projects/SaveProject.graphql');

/** A product as the owner saved it: its id and its variants' ids by their option values. */
export interface E2EProduct {
  id: string;
  variants: Array<{ id: string; option_values: string[] }>;
}

/** An order as the owner's order book lists it (OrderRowFields). */
export interface E2EOrder {
  id: string;
  number: number;
  status: string;
  payment_status: string;
}

/** The owner's shop calls a journey sets up and moves orders with, as the CRM's Products and Orders areas do. */
export function shopApiClient(apiPort: number) {
  const post = apiPoster(apiPort);
  const asOwner = <T>(accessToken: string, operationName: string, query: string, variables: object) =>
    post<T>('/graphql', { operationName, query, variables }, { authorization: `Bearer ${accessToken}` });

  return {
    /** Adds a product (ProductInput: name, options, variants with their prices and stock...). */
    async createProduct(accessToken: string, projectId: string, input: Record<string, unknown>) {
      const data = await asOwner<{ create_product: E2EProduct }>(
        accessToken,
        'CreateProduct',
        CREATE_PRODUCT,
        {
          project_id: projectId,
          input,
        },
      );
      return data.create_product;
    },
    /** Sets the project's currency by its ISO code (online payment charges in it). */
    async setCurrency(
      accessToken: string,
      project: { id: string; name: string; domain: string },
      code: string,
    ) {
      const data = await asOwner<{ currency_list: { info: Array<{ id: string; code: string }> } }>(
        accessToken,
        'GetCurrencyList',
        CURRENCY_LIST,
        { filter: { search: code }, limit: 10 },
      );
      const currency = data.currency_list.info.find((item) => item.code === code);
      if (!currency) throw new Error(`No currency ${code}`);
      await asOwner(accessToken, 'SaveProject', SAVE_PROJECT, {
        id: project.id,
        name: project.name,
        domain: project.domain,
        currency_id: currency.id,
      });
    },
    /** Saves the shop's deliveries and payment (ShopSettingsInput). */
    async saveShopSettings(accessToken: string, projectId: string, input: Record<string, unknown>) {
      await asOwner(accessToken, 'SaveShopSettings', SAVE_SHOP_SETTINGS, { project_id: projectId, input });
    },
    /** The project's orders, newest first. */
    async orders(accessToken: string, projectId: string): Promise<E2EOrder[]> {
      const data = await asOwner<{ order_list: { list: E2EOrder[] } }>(
        accessToken,
        'GetOrderList',
        ORDER_LIST,
        {
          project_id: projectId,
        },
      );
      return data.order_list.list;
    },
    /** Moves an order as the owner's order card does, which tells the customer. */
    async setOrderStatus(accessToken: string, projectId: string, id: string, status: string) {
      const data = await asOwner<{ set_order_status: E2EOrder }>(
        accessToken,
        'SetOrderStatus',
        SET_ORDER_STATUS,
        {
          project_id: projectId,
          id,
          status,
        },
      );
      return data.set_order_status;
    },
  };
}
