import fs from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerClient, uniqueEmail } from '../testing/clients';
import { loadConfig } from '../config';
import { rootTypes, subscriptionType } from '../testing/contract-schema';

type Access = 'anonymous' | 'owner' | 'customer' | 'test-only';
interface Entry {
  access: Access;
  note: string;
}
interface Matrix {
  graphql: Record<'Query' | 'Mutation' | 'Subscription', Record<string, Entry>>;
  rest: Record<string, Entry>;
}

const matrix: Matrix = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/authorization-matrix.json'), 'utf8'),
);

/** Every scalar reachable without required arguments, two object levels down: what a leak would show. */
function selection(type: ReturnType<typeof getNamedType>, depth: number): string {
  if (!isObjectType(type)) return '';
  const parts = Object.values(type.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => {
      const inner = getNamedType(field.type);
      if (!isObjectType(inner)) return field.name;
      // An object whose fields are all objects has nothing to select at the last level: it is left out.
      const nested = depth > 0 ? selection(inner, depth - 1) : '';
      return nested === '{  }' ? '' : nested && `${field.name} ${nested}`;
    })
    .filter(Boolean);
  return `{ ${parts.join(' ')} }`;
}

interface Fixtures {
  projectId: string;
  customerId: string;
  domain: string;
  notificationIds: string[];
  rateId: string;
}

/** Arguments aimed at owner A's data wherever an argument names something of A's. */
function literal(name: string, type: GraphQLInputType, a: Fixtures): string {
  const named = getNamedType(type);
  const byName: Record<string, unknown> = {
    project_id: a.projectId,
    id: a.projectId,
    // Booking's ids name A's project's rows only through A's project: any uuid probes them.
    employee_id: a.projectId,
    address_id: a.projectId,
    service_id: a.projectId,
    customer_id: a.customerId,
    target_id: a.customerId,
    source_id: a.customerId,
    domain: a.domain,
    ids: a.notificationIds,
    rate_id: a.rateId,
    name: 'Hijacked',
    email: 'probe@mail.test',
    phone: '+995555000000',
    question: 'Probe',
    password: 'not-the-password-1',
    old_password: 'not-the-password-1',
    new_password: 'probe-password-2024',
    new_password_repeat: 'probe-password-2024',
    slug: 'probe',
    article_slug: 'probe',
    is_helpful: true,
    accept_terms: true,
    menu: [],
  };
  if (isEnumType(named)) return named.getValues()[0].name;
  if (name in byName) return JSON.stringify(byName[name]);
  if (isInputObjectType(named)) {
    // The required fields only, each a valid literal of its type, so the probe passes GraphQL validation.
    const required = Object.values(named.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${required.map((field) => `${field.name}: ${literal(field.name, field.type, a)}`).join(', ')} }`;
  }
  if (named.name === 'Int') return '0';
  if (named.name === 'Boolean') return 'true';
  const value = byName[name] ?? (isListType(getNullableType(type)) ? [] : 'probe');
  return JSON.stringify(value);
}

function probeFor(kind: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>, a: Fixtures): string {
  const args = field.args.filter(
    (arg) => isNonNullType(arg.type) || ['id', 'domain', 'project_id'].includes(arg.name),
  );
  const argText = args.length
    ? `(${args.map((arg) => `${arg.name}: ${literal(arg.name, arg.type, a)}`).join(', ')})`
    : '';
  const inner = getNamedType(field.type);
  return `${kind === 'Mutation' ? 'mutation ' : ''}{ ${field.name}${argText} ${isObjectType(inner) ? selection(inner, 2) : ''} }`;
}

describe('the authorization matrix (docs/authorization-matrix.json)', () => {
  let t: TestApp;
  let a: Fixtures;
  let markers: string[];
  let tokenA: string;
  let tokenB: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      TEST_CLOCK: 'true',
      TELEGRAM_BOT_TOKEN: `123456:${'a'.repeat(35)}`,
      TELEGRAM_WEBHOOK_SECRET: 'webhook-secret-0123456789',
    });
    const alice = await registerClient(t, 'en', uniqueEmail('alice'));
    const bob = await registerClient(t, 'en', uniqueEmail('bob'));
    tokenA = alice.tokens.access_token;
    tokenB = bob.tokens.access_token;
    const suffix = Date.now().toString(36);
    const created = await t.graphql(
      'mutation($name: String!, $domain: String) { save_project(name: $name, domain: $domain) { id domain } }',
      { name: `Alpha-${suffix}`, domain: `alpha-${suffix}` },
      'en',
      tokenA,
    );
    expect(created.errors).toBeUndefined();
    const notifications = await t.graphql('{ notification_list { list { id } } }', {}, 'en', tokenA);
    const rates = await t.graphql('{ rate_list { id } }');
    const customer = await t.graphql(
      'mutation($p: ID!, $name: String) { create_customer(project_id: $p, input: { name: $name, language: "en", discount_percent: 0, tags: [] }) { id } }',
      { p: created.data.save_project.id, name: `Customer-${suffix}` },
      'en',
      tokenA,
    );
    expect(customer.errors).toBeUndefined();
    a = {
      customerId: customer.data.create_customer.id,
      projectId: created.data.save_project.id,
      domain: created.data.save_project.domain,
      notificationIds: notifications.data.notification_list.list.map((n: { id: string }) => n.id),
      rateId: rates.data.rate_list[0].id,
    };
    expect(a.notificationIds.length).toBeGreaterThan(0);
    markers = [alice.email, `Alpha-${suffix}`, a.domain, `Customer-${suffix}`];
  });
  afterAll(() => t.dispose());

  it('has an entry for every root field of the schema and nothing else', () => {
    for (const kind of ['Query', 'Mutation'] as const) {
      expect(Object.keys(matrix.graphql[kind]).sort(), kind).toEqual(
        Object.keys(rootTypes[kind].getFields()).sort(),
      );
    }
    // Subscriptions run over WebSocket, not through the probes below: each test file of one checks its callers.
    expect(Object.keys(matrix.graphql.Subscription ?? {}).sort()).toEqual(
      Object.keys(subscriptionType?.getFields() ?? {}).sort(),
    );
  });

  it('has an entry for every registered route and nothing else', () => {
    expect(Object.keys(matrix.rest).sort()).toEqual([...t.app.registeredRoutes].sort());
  });

  const graphqlEntries = (['Query', 'Mutation'] as const).flatMap((kind) =>
    Object.entries(matrix.graphql[kind]).map(([name, entry]) => ({ kind, name, entry })),
  );

  it.each(graphqlEntries)(
    "$name ($entry.access): no caller but A ever sees A's data",
    async ({ kind, name, entry }) => {
      const field = rootTypes[kind].getFields()[name];
      const probe = probeFor(kind, field, a);
      const anonymous = await t.graphql(probe, {}, 'en');
      const asBob = await t.graphql(probe, {}, 'en', tokenB);
      for (const [caller, result] of [
        ['anonymous', anonymous],
        ['owner B', asBob],
      ] as const) {
        const text = JSON.stringify(result);
        // The probe itself must be a valid request, or it proves nothing.
        expect(result.errors?.[0]?.extensions?.code, `${caller}: ${probe} → ${text}`).not.toBe(
          'GRAPHQL_VALIDATION_FAILED',
        );
        for (const marker of markers) expect(text, `${caller}: ${probe}`).not.toContain(marker);
      }
      const anonymousCode = anonymous.errors?.[0]?.extensions?.code;
      if (entry.access === 'owner') {
        expect(['UNAUTHENTICATED', 'NOT_AVAILABLE'], `${probe} → ${JSON.stringify(anonymous)}`).toContain(
          anonymousCode,
        );
        expect(anonymous.data).toBeNull();
      } else if (entry.access === 'customer') {
        // A customer's operation refuses anyone without a customer's token, owners included.
        const asAlice = await t.graphql(probe, {}, 'en', tokenA);
        for (const result of [anonymous, asBob, asAlice]) {
          expect(result.errors?.[0]?.extensions?.code, `${probe} → ${JSON.stringify(result)}`).toBe(
            'UNAUTHENTICATED',
          );
          expect(result.data).toBeNull();
        }
      } else {
        expect(anonymousCode, probe).not.toBe('UNAUTHENTICATED');
      }
    },
  );

  it("leaves A's data as it was after every probe of B", async () => {
    const project = await t.graphql(
      `{ project(domain: "${a.domain}") { name menu { key is_visible } } }`,
      {},
      'en',
      tokenA,
    );
    expect(project.data.project.name).toBe(markers[1]);
    const notifications = await t.graphql(
      '{ notification_list { unread } client { email } }',
      {},
      'en',
      tokenA,
    );
    expect(notifications.data.notification_list.unread).toBe(a.notificationIds.length);
    expect(notifications.data.client.email).toBe(markers[0]);
    const customer = await t.graphql(
      `{ customer(project_id: "${a.projectId}", id: "${a.customerId}") { name } }`,
      {},
      'en',
      tokenA,
    );
    expect(customer.data.customer.name).toBe(markers[3]);
  });

  const restRequests: Record<
    string,
    { method: 'GET' | 'POST'; url: string; body?: unknown; headers?: Record<string, string> }
  > = {
    'POST /auth/logout': { method: 'POST', url: '/auth/logout' },
    'POST /auth/access-token': { method: 'POST', url: '/auth/access-token' },
    'POST /auth/refresh-token': { method: 'POST', url: '/auth/refresh-token' },
    'POST /auth/email/resend': { method: 'POST', url: '/auth/email/resend' },
  };

  it.each(Object.entries(matrix.rest).filter(([, entry]) => entry.access === 'owner'))(
    '%s (owner) refuses a caller without credentials',
    async (route) => {
      const request = restRequests[route];
      expect(request, `add a request for ${route} to this test`).toBeDefined();
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      // logout is the exception that ends nothing without a cookie and says so by succeeding.
      if (route === 'POST /auth/logout') expect(response.json()).toEqual({ data: { ok: true } });
      else expect(response.statusCode).toBe(401);
    },
  );

  it('registers test-only routes only when asked, never in production', async () => {
    const testOnly = Object.entries(matrix.rest)
      .filter(([, entry]) => entry.access === 'test-only')
      .map(([route]) => route);
    expect(testOnly).toEqual(['POST /testing/clock']);
    const plain = await createTestApp('pglite');
    try {
      for (const route of testOnly) expect(plain.app.registeredRoutes.has(route)).toBe(false);
    } finally {
      await plain.dispose();
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TEST_CLOCK: 'true' }),
    ).toThrow(/TEST_CLOCK/);
  });
});
