import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildContext, type SharedContext } from './context';

const request = (headers: Record<string, string>) =>
  ({ headers, ip: '203.0.113.7' }) as unknown as FastifyRequest;

describe('buildContext', () => {
  it('reads the request once and reaches the shared services through its prototype, without copying them', async () => {
    const authenticate = vi.fn(async () => null);
    const authenticateCustomer = vi.fn(async () => null);
    const deps = { uploadUrl: (key: string) => `/uploads/${key}` } as unknown as SharedContext;
    const context = buildContext(
      deps,
      authenticate,
      request({
        'x-language': 'ka-GE',
        'user-agent': 'UA',
        'x-visitor-id': 'v-1',
        authorization: 'Bearer x',
      }),
      authenticateCustomer,
    );

    expect(Object.getPrototypeOf(context)).toBe(deps);
    expect(Object.keys(context).sort()).toEqual([
      'customer',
      'ip',
      'locale',
      'principal',
      'timezone',
      'userAgent',
      'visitorId',
    ]);
    expect(context).toMatchObject({
      locale: 'ka',
      timezone: null,
      ip: '203.0.113.7',
      userAgent: 'UA',
      visitorId: 'v-1',
    });
    expect(context.uploadUrl('a.png')).toBe('/uploads/a.png');

    // The token is checked once per request, however many resolvers ask.
    await Promise.all([context.principal(), context.principal()]);
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(authenticate).toHaveBeenCalledWith('Bearer x');
    await Promise.all([context.customer(), context.customer()]);
    expect(authenticateCustomer).toHaveBeenCalledTimes(1);
    expect(authenticateCustomer).toHaveBeenCalledWith('Bearer x');
  });
});
