/* Test data of the rates feature: plans as GetRateList answers them. Not imported by the app. */
import type { GetRateListQuery } from '@donut/graphql';

export type Rate = GetRateListQuery['rate_list'][number];

export const business: Rate = {
  id: '4',
  code: 'business',
  name: 'Бизнес',
  description: 'Растущий бизнес',
  price_monthly: 49,
  price_yearly: 490,
  yearly_discount_percent: 17,
  max_employees: 15,
  max_products: 5000,
  max_services: 300,
  max_chats: 5,
  max_storage: 25,
  support_type: 'priority',
  no_ads: true,
};
export const enterprise: Rate = {
  ...business,
  id: '7',
  code: 'enterprise',
  name: 'Enterprise',
  price_monthly: null,
  price_yearly: null,
  yearly_discount_percent: null,
  max_employees: null,
  max_products: null,
  max_services: null,
  max_chats: null,
  max_storage: null,
  support_type: 'personal_manager',
};
