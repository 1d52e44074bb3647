/* Test data: the signed-in owner of the cabinet's tests, as GetClient answers. Not imported by the app. */
import type { GetClientQuery } from '@donut/graphql';

/** A confirmed owner with a password and nothing connected; each feature's tests change what they read. */
export const testClient = {
  __typename: 'Client' as const,
  id: '7',
  email: 'nino@example.com' as string | null,
  pending_email: null as string | null,
  name: 'Нино',
  surname: null as string | null,
  phone: null as string | null,
  timezone: 'Asia/Tbilisi',
  avatar: null as { __typename: 'Image'; hash: string; name: string; size: number; url: string } | null,
  country: null as { __typename: 'ClientCountry'; id: string } | null,
  language: null as { __typename: 'ClientLanguage'; id: string; abbr_front: string } | null,
  is_confirm_email: true as boolean,
  is_google_connected: false as boolean,
  is_mailru_connected: false as boolean,
  is_vk_connected: false as boolean,
  is_yandex_connected: false as boolean,
  is_telegram_connected: false as boolean,
  telegram_token: null as string | null,
  need_set_password: false as boolean,
  notifications: null,
} satisfies GetClientQuery['client'] & { __typename: 'Client' };

export type TestClient = typeof testClient;
