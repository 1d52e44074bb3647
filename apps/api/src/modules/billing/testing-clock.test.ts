import { print } from 'graphql';
import { GetSubscriptionDocument } from '@donut/graphql';
import { businessClock } from '../../clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerClient } from '../../testing/clients';

describe('the testing clock', () => {
  let on: TestApp;
  beforeAll(async () => {
    on = await createTestApp('pglite', { TEST_CLOCK: 'true' });
  });
  afterAll(async () => {
    businessClock.reset();
    await on.dispose();
  });

  it('is refused in production', async () => {
    const { loadConfig } = await import('../../config');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TEST_CLOCK: 'true' }),
    ).toThrow('TEST_CLOCK: is not allowed in production');
  });

  it('moves business time where enabled, and the sweep runs at the new time', async () => {
    const { tokens } = await registerClient(on);
    const moved = await on.post('/testing/clock', { advance_seconds: 15 * 24 * 3600 });
    expect(moved.json()).toMatchObject({ expired: 1 });
    const sub = (await on.graphql(print(GetSubscriptionDocument), {}, 'en', tokens.access_token)).data
      .subscription;
    expect(sub).toMatchObject({ status: 'expired', is_active: false });
  });
});
