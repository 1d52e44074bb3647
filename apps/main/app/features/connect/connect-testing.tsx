/* Test helpers of the connect feature: an owner as GetClient answers, and the page rendered in the cabinet. */
import type { ReactElement } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { CreateTelegramConnectLinkDocument, GetClientDocument } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { renderInCabinet } from '../../testing/render-in-cabinet';

/** An owner with a password whose Telegram is not connected yet. */
export const owner = {
  __typename: 'Client' as const,
  id: '7',
  email: 'nino@example.com' as string | null,
  pending_email: null as string | null,
  name: 'Нино',
  surname: null as string | null,
  phone: null as string | null,
  timezone: 'Asia/Tbilisi',
  avatar: null,
  country: null,
  language: null,
  is_confirm_email: true,
  is_google_connected: false,
  is_mailru_connected: false,
  is_vk_connected: false,
  is_yandex_connected: false,
  is_telegram_connected: false,
  telegram_token: 'profile-link-token' as string | null,
  need_set_password: false,
  notifications: null,
};

export type TestOwner = typeof owner;

export const BOT_LINK = 'https://t.me/donut_bot?start=Zq3_one-time-token';

export const createLinkMock = (answer: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: { query: CreateTelegramConnectLinkDocument },
  delay: 0,
  result: { data: { create_telegram_connect_link: { __typename: 'TelegramConnectLink', url: BOT_LINK, expires_at: '2030-01-01T00:15:00.000Z' } } },
  ...answer,
});

/** GetClient as polled: answers `client` every time and counts the calls. */
export function clientPoll(client: () => TestOwner) {
  const poll = { count: 0, mock: undefined as unknown as MockLink.MockedResponse };
  poll.mock = {
    request: { query: GetClientDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 0,
    result: () => {
      poll.count += 1;
      return { data: { client: client() } };
    },
  };
  return poll;
}

/** A GraphQL error answer as the API sends it. */
export const apiErrorResult = (code: string, message: string) => ({ errors: [{ message, extensions: { code } }] });

export function renderConnect(ui: ReactElement, { mocks = [], client = owner, locale = 'en' }: { mocks?: MockLink.MockedResponse[]; client?: TestOwner; locale?: Locale } = {}) {
  return renderInCabinet(ui, { page: 'connect', client, mocks, locale });
}
