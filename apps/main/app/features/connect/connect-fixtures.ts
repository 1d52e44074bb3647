/* Test data of the connect feature: the owner and the API's answers. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import { CreateTelegramConnectLinkDocument, GetClientDocument } from '@donut/graphql';
import { testClient } from '../../testing/test-client';

/** An owner with a password whose Telegram is not connected yet, with the link to connect it. */
export const owner = { ...testClient, telegram_token: 'profile-link-token' as string | null };

export type TestClient = typeof owner;

export const BOT_LINK = 'https://t.me/donut_bot?start=Zq3_one-time-token';

export const createLinkMock = (answer: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: { query: CreateTelegramConnectLinkDocument },
  delay: 0,
  result: {
    data: {
      create_telegram_connect_link: {
        __typename: 'TelegramConnectLink',
        url: BOT_LINK,
        expires_at: '2030-01-01T00:15:00.000Z',
      },
    },
  },
  ...answer,
});

/** GetClient as polled: answers `client` every time and counts the calls. */
export function clientPoll(client: () => TestClient) {
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
export { apiErrorResult } from '../../testing/api-error-result';
