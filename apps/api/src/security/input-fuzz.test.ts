import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import type { LightMyRequestResponse } from 'fastify';
import * as schema from '../db/schema';
import type { TestApp } from '../testing/test-app';
import {
  createBotTestApp,
  messageUpdate,
  newTelegramUser,
  WEBHOOK_SECRET,
  type BotTestApp,
} from '../modules/telegram-bot/telegram-bot-testing';
import { testEngines } from '../testing/test-databases';
import { GOOD_PASSWORD, registerClient, uniqueEmail } from '../testing/clients';
import { signWebhook, SANDBOX_SIGNATURE_HEADER } from '../modules/billing/sandbox/webhook-signature';
import { translate } from '../i18n/translate';
import { ID_ARGUMENT_KINDS, type IdKind } from './graphql-input';
import { rootTypes } from '../testing/contract-schema';

/**
 * Generated fuzzing of every input of the API (ADR 0015, "Input layer"): every argument of every root
 * Query and Mutation field (read from the schema) and every body field of the REST routes gets malformed
 * values, as an owner who has a project and as an anonymous visitor, on a production-mode server. No
 * answer may be a 5xx, an INTERNAL error or an error without a code, and no malformed request may
 * change the main tables.
 */

const SANDBOX_SECRET = 'fuzz-sandbox-secret-0123456789';
const PRODUCTION = {
  NODE_ENV: 'production',
  COOKIE_SECURE: 'false',
  CORS_ORIGINS: 'https://donut.ge',
  PAYMENTS_SANDBOX_SECRET: SANDBOX_SECRET,
  // Ad-hoc documents reach every argument; the allow-list of the apps' operations is tested elsewhere.
  GRAPHQL_PERSISTED_ONLY: 'false',
};

/** Text no field may hold: NUL and other control characters, lone surrogates; plus the edges of length. */
const BAD_TEXT: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'a\u0001b\u001fc',
  'x\u001b[2J',
  'a\u007fb',
  'a\u0085b',
  'a\ud800b',
  '\udfff',
  '',
  'x'.repeat(5_000),
  'x'.repeat(100_000),
];

/**
 * A valid value with a control character or a lone surrogate slipped in after its first character, so
 * it passes format checks that a bare NUL fails (an e-mail "f\u0000uzz@mail.test" is still "an e-mail").
 */
function spoiled(valid: unknown): string[] {
  if (typeof valid !== 'string' || !valid) return [];
  return ['\u0000', '\u001b', '\ud800'].map((bad) => `${valid.slice(0, 1)}${bad}${valid.slice(1)}`);
}

/** Values of the wrong shape for any scalar. */
const BAD_SHAPES: readonly unknown[] = [
  ['a', 'b'],
  { nested: { deeper: ['x'] } },
  42,
  2 ** 53,
  1e308,
  -1,
  -(2 ** 31) - 1,
  1.5,
  true,
];

/** The wrong shapes a String argument is sent: graphql-js's coercion refuses them all the same way. */
const STRING_SHAPE_SAMPLES: readonly unknown[] = [BAD_SHAPES[0], BAD_SHAPES[2]];

/**
 * The texts also sent written into the document: a string literal reaches the same argument checks as a variable
 * once parsed, so the literal path is shown with a control character, a lone surrogate and the longest text (which
 * the document's own limits meet), not with every value.
 */
const INLINE_TEXT: ReadonlySet<unknown> = new Set([BAD_TEXT[0], BAD_TEXT[6], BAD_TEXT[10]]);

/** The first text in a value (itself, or the first found in its list or object). */
function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const inner = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  for (const item of inner) {
    const found = firstText(item);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Texts that are not ids of the kind. */
const BAD_IDS: Record<IdKind, readonly string[]> = {
  uuid: [
    '-'.repeat(36),
    '1',
    'x',
    'g'.repeat(8) + '-0000-0000-0000-000000000000',
    '00000000-0000-0000-0000-0000000000000',
    ' 00000000-0000-0000-0000-000000000000',
  ],
  integer: ['-'.repeat(36), 'x', '-1', '0', '1.5', '1e3', '99999999999', ' 1', '0x10'],
};

/** A value to aim at, and whether it is sent as a variable or written into the document. */
interface Case {
  label: string;
  run(): Promise<LightMyRequestResponse>;
}

interface Fixtures {
  projectId: string;
  domain: string;
  notificationId: string;
  rateId: string;
  faqSlug: string;
  clientEmail: string;
}

/** Valid values for required arguments (and `id` of save_project, so it edits instead of creating). */
function validArgument(name: string, type: GraphQLInputType, f: Fixtures): unknown {
  const named = getNamedType(type);
  const byName: Record<string, unknown> = {
    project_id: f.projectId,
    id: f.projectId,
    domain: f.domain,
    ids: [f.notificationId],
    rate_id: f.rateId,
    name: 'Fuzz',
    email: 'fuzz-probe@mail.test',
    phone: '+995555000000',
    question: 'Fuzz question',
    password: 'not-the-password-1',
    old_password: 'not-the-password-1',
    new_password: 'fuzz-password-2024',
    new_password_repeat: 'fuzz-password-2024',
    slug: f.faqSlug,
    article_slug: f.faqSlug,
    is_helpful: true,
    accept_terms: true,
    billing_period: 'month',
    menu: [],
  };
  if (name in byName) return byName[name];
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) return validInputObject(named, f);
  if (isListType(getNullableType(type))) return [];
  if (named.name === 'Boolean') return true;
  if (named.name === 'Int') return 1;
  return 'fuzz';
}

function validInputObject(type: ReturnType<typeof getNamedType>, f: Fixtures): Record<string, unknown> {
  if (!isInputObjectType(type)) return {};
  return Object.fromEntries(
    Object.values(type.getFields())
      .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
      .map((field) => [field.name, validArgument(field.name, field.type, f)]),
  );
}

/** Malformed values of one input type; `coordinate` finds the kind of an ID. */
function malformedValues(type: GraphQLInputType, coordinate: string, valid: unknown): unknown[] {
  const nullable = getNullableType(type) as GraphQLInputType;
  if (isListType(nullable)) {
    const items = malformedValues(
      nullable.ofType as GraphQLInputType,
      coordinate,
      Array.isArray(valid) ? valid[0] : valid,
    );
    return [...items.map((item) => [item]), [['nested', 'list']], { not: 'a list' }];
  }
  const named = getNamedType(type);
  // graphql-js refuses every non-string for a String before any of the API's code runs: two shapes show that it
  // does; ID, Int and the custom scalars convert some shapes and reach the API's own checks, so they get them all.
  const isPlainString = isScalarType(named) && named.name === 'String';
  const shapes = isPlainString ? STRING_SHAPE_SAMPLES : BAD_SHAPES;
  const values: unknown[] = [...BAD_TEXT, ...shapes, ...spoiled(valid)];
  if (isEnumType(named)) values.push('not_a_value', 'ASC');
  if (isInputObjectType(named)) values.push({ unknown_field: 'x' });
  if (isScalarType(named) && named.name === 'ID') {
    const kind = ID_ARGUMENT_KINDS[coordinate];
    if (!kind) throw new Error(`no kind declared for the ID argument ${coordinate}`);
    values.push(...BAD_IDS[kind]);
  }
  if (isScalarType(named) && named.name === 'Int') values.push('1', 2 ** 31);
  if (isScalarType(named) && named.name === 'Boolean')
    return [...values.filter((value) => value !== true), 'true', 1];
  return values;
}

/** A GraphQL literal of a JSON value (strings as JSON strings, which GraphQL reads the same). */
function literal(value: unknown, enumLike: boolean): string {
  if (typeof value === 'string')
    return enumLike && /^[_A-Za-z]\w*$/.test(value) ? value : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, enumLike)).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${key}: ${literal(item, enumLike)}`)
      .join(', ')}}`;
  return String(value);
}

interface Target {
  /** Label, e.g. "Query.country_list(filter.search)". */
  label: string;
  arg: GraphQLArgument;
  /** The argument's value for one malformed value. */
  wrap(value: unknown): unknown;
  values: unknown[];
  enumLike: boolean;
}

/** Every argument of a field, and every field of an input object argument, each with its malformed values. */
function targetsOf(kind: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>, f: Fixtures): Target[] {
  const targets: Target[] = [];
  for (const arg of field.args) {
    const coordinate = `${kind}.${field.name}.${arg.name}`;
    targets.push({
      label: `${coordinate}`,
      arg,
      wrap: (value) => value,
      values: malformedValues(arg.type, coordinate, validArgument(arg.name, arg.type, f)),
      enumLike: isEnumType(getNamedType(arg.type)),
    });
    const nullable = getNullableType(arg.type);
    const inner = getNamedType(arg.type);
    if (!isInputObjectType(inner)) continue;
    for (const inputField of Object.values(inner.getFields())) {
      const fieldCoordinate = `${inner.name}.${inputField.name}`;
      const base = validInputObject(inner, f);
      const asObject = (value: unknown) => ({ ...base, [inputField.name]: value });
      targets.push({
        label: `${coordinate}.${inputField.name}`,
        arg,
        wrap: isListType(nullable) ? (value) => [asObject(value)] : asObject,
        values: malformedValues(
          inputField.type,
          fieldCoordinate,
          validArgument(inputField.name, inputField.type, f),
        ),
        enumLike: isEnumType(getNamedType(inputField.type)),
      });
    }
  }
  return targets;
}

function graphqlCases(
  t: TestApp,
  f: Fixtures,
  token: string | null,
): Array<{ group: string; cases: Case[] }> {
  const groups: Array<{ group: string; cases: Case[] }> = [];
  const send = (query: string, variables: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'x-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify({ query, variables }),
    });
  for (const kind of ['Query', 'Mutation'] as const) {
    for (const field of Object.values(rootTypes[kind].getFields())) {
      if (!field.args.length) continue;
      const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
      const keywords = kind === 'Mutation' ? 'mutation' : 'query';
      for (const target of targetsOf(kind, field, f)) {
        const others = field.args.filter(
          (arg) =>
            arg !== target.arg &&
            (isNonNullType(arg.type) || (field.name === 'save_project' && arg.name === 'id')),
        );
        const baseVariables = Object.fromEntries(
          others.map((arg) => [arg.name, validArgument(arg.name, arg.type, f)]),
        );
        const declared = [target.arg, ...others].map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
        const passed = [target.arg, ...others].map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const asVariable = `${keywords} Fuzz(${declared}) { ${field.name}(${passed})${selection} }`;
        const cases: Case[] = [];
        for (const value of target.values) {
          const argValue = target.wrap(value);
          cases.push({
            label: `${target.label} = ${show(value)} (variable)`,
            run: () => send(asVariable, { ...baseVariables, [target.arg.name]: argValue }),
          });
          if (!INLINE_TEXT.has(firstText(value))) continue;
          const inlineDeclared = others.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
          const inlinePassed = [
            `${target.arg.name}: ${literal(argValue, target.enumLike)}`,
            ...others.map((arg) => `${arg.name}: $${arg.name}`),
          ].join(', ');
          const inline = `${keywords} Fuzz${inlineDeclared ? `(${inlineDeclared})` : ''} { ${field.name}(${inlinePassed})${selection} }`;
          cases.push({
            label: `${target.label} = ${show(value)} (inline)`,
            run: () => send(inline, baseVariables),
          });
        }
        groups.push({ group: target.label, cases });
      }
    }
  }
  return groups;
}

/** A short, printable name of a value for failure messages. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
}

/** Valid bodies of the REST routes that still change nothing (a taken address, a wrong password, a bogus token). */
function restBodies(f: Fixtures): Record<string, Record<string, unknown>> {
  return {
    '/auth/register': { email: f.clientEmail, password: GOOD_PASSWORD, terms_accepted: true, language: 'en' },
    '/auth/login': { email: f.clientEmail, password: 'not-the-password-1' },
    '/auth/logout': {},
    '/auth/access-token': {},
    '/auth/refresh-token': {},
    '/auth/telegram': { init_data: 'query_id=1&user=%7B%7D&auth_date=1&hash=00' },
    '/auth/email/confirm': { token: 'x'.repeat(43) },
    '/auth/email/resend': {},
    '/auth/password/remind': { email: 'nobody-fuzz@mail.test' },
    '/auth/password/reset': { token: 'x'.repeat(43), password: GOOD_PASSWORD },
  };
}

/** Whole bodies that are not the object a route expects. */
const BAD_BODIES: readonly string[] = [
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '[]',
  '[{"email":"a@mail.test"}]',
  '"text"',
  '42',
  'null',
  'true',
  '{"email":',
  '{"a":"\\u0000"}',
  '{"\\u0000":"x"}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
];

function restCases(t: TestApp, f: Fixtures, token: string): Array<{ group: string; cases: Case[] }> {
  const groups: Array<{ group: string; cases: Case[] }> = [];
  // Only resending the confirmation reads the Bearer token: it is tried with and without one.
  const routes = [
    ...Object.entries(restBodies(f)).map(([url, body]) => ({
      url,
      body,
      token: url === '/auth/email/resend' ? null : token,
    })),
    { url: '/auth/email/resend', body: {}, token },
  ];
  for (const { url, body, token: bearer } of routes) {
    const headers = {
      'content-type': 'application/json',
      'x-language': 'en',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    };
    const post = (payload: string) => t.app.inject({ method: 'POST', url, headers, payload });
    for (const field of [...Object.keys(body), 'unknown_field']) {
      // A field the route does not read can only do harm as text the body check must refuse.
      const values =
        field === 'unknown_field'
          ? BAD_TEXT.slice(0, 8)
          : [...BAD_TEXT, ...BAD_SHAPES, ...spoiled(body[field]), { toString: 'x' }, { trim: 1 }, null];
      groups.push({
        group: `POST ${url} ${field}`,
        cases: values.map((value) => ({
          label: `POST ${url} ${field} = ${show(value)}`,
          run: () => post(JSON.stringify({ ...body, [field]: value })),
        })),
      });
    }
    groups.push({
      group: `POST ${url} (body)`,
      cases: BAD_BODIES.map((payload) => ({
        label: `POST ${url} body ${payload}`,
        run: () => post(payload),
      })),
    });
  }
  return groups;
}

/** Events signed with the right secret whose fields are junk. */
function webhookCases(t: TestApp): Array<{ group: string; cases: Case[] }> {
  const now = () => Math.floor(Date.now() / 1000);
  const event = () => ({
    id: `evt_fuzz_${Math.random().toString(36).slice(2)}`,
    type: 'payment.succeeded',
    created: now(),
    data: { payment_id: 'sbx_fuzz_unknown_0001', amount_minor: 100, currency: 'USD' },
  });
  const deliver = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signWebhook(SANDBOX_SECRET, body),
      },
      payload: body,
    });
  const text = [
    ...BAD_TEXT,
    ...BAD_SHAPES.filter((value) => typeof value !== 'string'),
    null,
    'x'.repeat(65),
  ];
  const numbers = [...BAD_TEXT, ['1'], { n: 1 }, '100', 2 ** 53, 1e308, -1, 1.5, true, null];
  const fields: Array<[string, unknown[], (value: unknown) => Record<string, unknown>]> = [
    ['id', text, (value) => ({ ...event(), id: value })],
    ['type', [...text, 'payment.refunded'], (value) => ({ ...event(), type: value })],
    ['created', numbers, (value) => ({ ...event(), created: value })],
    ['data', [...text, [], {}], (value) => ({ ...event(), data: value })],
    ['data.payment_id', text, (value) => ({ ...event(), data: { ...event().data, payment_id: value } })],
    [
      'data.amount_minor',
      numbers,
      (value) => ({ ...event(), data: { ...event().data, amount_minor: value } }),
    ],
    [
      'data.currency',
      [...text, 'usd', 'DOLLARS'],
      (value) => ({ ...event(), data: { ...event().data, currency: value } }),
    ],
    ['extra', BAD_TEXT.slice(0, 8), (value) => ({ ...event(), note: { deep: [value] } })],
  ];
  const groups = fields.map(([field, values, make]) => ({
    group: `POST /payments/webhooks/sandbox ${field}`,
    cases: values.map((value) => ({
      label: `webhook ${field} = ${show(value)}`,
      run: () => deliver(JSON.stringify(make(value))),
    })),
  }));
  groups.push({
    group: 'POST /payments/webhooks/sandbox (body)',
    cases: BAD_BODIES.map((payload) => ({ label: `webhook body ${payload}`, run: () => deliver(payload) })),
  });
  return groups;
}

/** Updates from Telegram (with the right secret) whose fields are junk. */
function telegramCases(t: BotTestApp): Array<{ group: string; cases: Case[] }> {
  const deliver = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
      payload: body,
    });
  const update = () => messageUpdate(newTelegramUser(), '/start fuzz');
  const values = [...BAD_TEXT, ...BAD_SHAPES, null];
  const fields: Array<[string, (value: unknown) => unknown]> = [
    ['update_id', (value) => ({ ...update(), update_id: value })],
    ['message', (value) => ({ ...update(), message: value })],
    [
      'message.text',
      (value) => {
        const u = update();
        return { ...u, message: { ...u.message, text: value } };
      },
    ],
    [
      'message.text /start',
      (value) => {
        const u = update();
        return { ...u, message: { ...u.message, text: `/start ${String(value)}` } };
      },
    ],
    [
      'message.from',
      (value) => {
        const u = update();
        return { ...u, message: { ...u.message, from: value } };
      },
    ],
    [
      'message.from.id',
      (value) => {
        const u = update();
        return { ...u, message: { ...u.message, from: { ...u.message.from, id: value } } };
      },
    ],
    [
      'message.from.language_code',
      (value) => {
        const u = update();
        return { ...u, message: { ...u.message, from: { ...u.message.from, language_code: value } } };
      },
    ],
    [
      'message.chat',
      (value) => {
        const u = update();
        return { ...u, message: { ...u.message, chat: value } };
      },
    ],
    [
      'message.chat.id',
      (value) => {
        const u = update();
        return { ...u, message: { ...u.message, chat: { ...u.message.chat, id: value } } };
      },
    ],
  ];
  const groups = fields.map(([field, make]) => ({
    group: `POST /telegram/webhook ${field}`,
    cases: values.map((value) => ({
      label: `telegram ${field} = ${show(value)}`,
      run: () => deliver(JSON.stringify(make(value))),
    })),
  }));
  groups.push({
    group: 'POST /telegram/webhook (body)',
    cases: BAD_BODIES.map((payload) => ({ label: `telegram body ${payload}`, run: () => deliver(payload) })),
  });
  return groups;
}

/** Path and query parameters of the other routes. */
function otherRouteCases(t: TestApp): Array<{ group: string; cases: Case[] }> {
  const segments = [
    '%00',
    'a%00b',
    '%01',
    '%ED%A0%80',
    '%FF',
    'x'.repeat(5000),
    '-'.repeat(36),
    '..%2F..%2Fetc',
    'sbx_%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00',
  ];
  const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
  const cases: Case[] = [];
  for (const segment of segments) {
    cases.push({
      label: `GET checkout ${segment.slice(0, 40)}`,
      run: () => t.app.inject({ method: 'GET', url: `/payments/sandbox/checkout/${segment}` }),
    });
    for (const action of ['pay', 'decline', 'abandon'])
      cases.push({
        label: `POST checkout ${action} ${segment.slice(0, 40)}`,
        run: () =>
          t.app.inject({
            method: 'POST',
            url: `/payments/sandbox/checkout/${segment}/${action}`,
            headers: form,
            payload: '',
          }),
      });
    cases.push({
      label: `GET uploads ${segment.slice(0, 40)}`,
      run: () => t.app.inject({ method: 'GET', url: `/uploads/${segment}/${segment}` }),
    });
    cases.push({
      label: `GET graphql query ${segment.slice(0, 40)}`,
      run: () => t.app.inject({ method: 'GET', url: `/graphql?query=${segment}` }),
    });
    cases.push({
      label: `GET graphql variables ${segment.slice(0, 40)}`,
      run: () =>
        t.app.inject({
          method: 'GET',
          url: `/graphql?query=${encodeURIComponent('query($s: String) { country_list(filter: { search: $s }) { meta { total } } }')}&variables=${segment}`,
        }),
    });
  }
  const nulVariables = encodeURIComponent(JSON.stringify({ s: 'a\u0000b' }));
  cases.push({
    label: 'GET graphql NUL variable',
    run: () =>
      t.app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent('query($s: String) { country_list(filter: { search: $s }) { meta { total } } }')}&variables=${nulVariables}`,
      }),
  });
  cases.push({
    label: 'GET health ?x=%00',
    run: () => t.app.inject({ method: 'GET', url: '/health?x=%00' }),
  });
  return [{ group: 'path and query parameters', cases }];
}

/** Bodies of /graphql that are not a GraphQL request. */
function graphqlBodyCases(t: TestApp): Array<{ group: string; cases: Case[] }> {
  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-language': 'en' },
      payload,
    });
  const bodies = [
    '{"query":42}',
    '{"query":["{ rate_list { id } }"]}',
    '{"query":{"a":1}}',
    '{"query":null}',
    '{"query":""}',
    '{"query":"\\u0000"}',
    '{"query":"{ rate_list { id } }","variables":"x"}',
    '{"query":"{ rate_list { id } }","variables":[1]}',
    '{"query":"{ rate_list { id } }","variables":42}',
    '{"query":"{ rate_list { id } }","operationName":"Nope"}',
    '{"query":"{ rate_list { id } }","operationName":42}',
    '{"query":"{ rate_list { id } }","operationName":["x"]}',
    '{"query":"{ rate_list { id } }","operationName":"\\u0000"}',
    '{"query":"query A { rate_list { id } } query B { rate_list { id } }"}',
    '{"query":"{ rate_list { id } }","extensions":"x"}',
    '{"query":"{ rate_list { id } }","extensions":{"persistedQuery":42}}',
    '{}',
    '[]',
    '"x"',
    '42',
    'null',
    '{"query":',
  ];
  return [
    {
      group: 'POST /graphql (body)',
      cases: bodies.map((payload) => ({ label: `POST /graphql ${payload}`, run: () => post(payload) })),
    },
  ];
}

/** Rows of the main tables, to show a malformed request changed nothing. */
async function counts(t: TestApp): Promise<Record<string, number>> {
  const tables = {
    clients: schema.clients,
    authSessions: schema.authSessions,
    refreshTokens: schema.refreshTokens,
    emailTokens: schema.emailTokens,
    identities: schema.identities,
    projects: schema.projects,
    notifications: schema.notifications,
    contactOrders: schema.contactOrders,
    payments: schema.payments,
    paymentEvents: schema.paymentEvents,
    faqArticleVotes: schema.faqArticleVotes,
    projectServices: schema.projectServices,
    productCategories: schema.productCategories,
    telegramConnectTokens: schema.telegramConnectTokens,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) result[name] = await t.db.$count(table);
  return result;
}

/** What is wrong with an answer to a malformed request, or null. */
function problemOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}: ${response.body.slice(0, 200)}`;
  let body: { errors?: unknown; error?: unknown } | null;
  try {
    body = response.json();
  } catch {
    return response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')
      ? `unreadable JSON: ${response.body.slice(0, 100)}`
      : null;
  }
  if (Array.isArray(body?.errors)) {
    for (const error of body.errors as Array<{ extensions?: { code?: string } } | null>) {
      const code = error?.extensions?.code;
      if (!code)
        return `GraphQL error without a code (HTTP ${response.statusCode}): ${JSON.stringify(error).slice(0, 200)}`;
      if (code === 'INTERNAL') return `GraphQL INTERNAL (HTTP ${response.statusCode})`;
    }
  }
  if (body?.error && typeof body.error === 'object') {
    const { code } = body.error as { code?: string };
    if (!code) return `REST error without a code (HTTP ${response.statusCode})`;
    if (code === 'INTERNAL') return `REST INTERNAL (HTTP ${response.statusCode})`;
  }
  return null;
}

const HANG_MS = 10_000;

async function runGroups(
  t: TestApp,
  groups: Array<{ group: string; cases: Case[] }>,
): Promise<{ failures: string[]; total: number }> {
  const failures: string[] = [];
  let total = 0;
  let before = await counts(t);
  for (const { group, cases } of groups) {
    for (const testCase of cases) {
      total++;
      let timer: NodeJS.Timeout | undefined;
      const hang = new Promise<'hang'>((resolve) => {
        timer = setTimeout(() => resolve('hang'), HANG_MS);
      });
      const response = await Promise.race([testCase.run(), hang]).finally(() => clearTimeout(timer));
      const problem = response === 'hang' ? `no answer within ${HANG_MS} ms` : problemOf(response);
      if (problem) failures.push(`${testCase.label}: ${problem}`);
    }
    const after = await counts(t);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      const changed = Object.keys(after)
        .filter((name) => after[name] !== before[name])
        .map((name) => `${name} ${before[name]} → ${after[name]}`);
      failures.push(`${group}: changed ${changed.join(', ')}`);
      before = after;
    }
  }
  return { failures, total };
}

/**
 * The mass fuzz (some fifteen thousand requests) runs on one engine: what it checks is the API's validation, which
 * does not depend on the driver, and PGlite is the same PostgreSQL. Production's engine when it is there.
 */
const MASS_FUZZ_ENGINE = testEngines.at(-1);

describe.each(testEngines)('malformed input on %s, in production mode', (engine) => {
  let t: BotTestApp;
  let f: Fixtures;
  let token: string;
  beforeAll(async () => {
    t = await createBotTestApp(engine, PRODUCTION);
    const owner = await registerClient(t, 'en', uniqueEmail('fuzz'));
    token = owner.tokens.access_token;
    const suffix = Date.now().toString(36);
    const created = await t.graphql(
      'mutation($name: String!, $domain: String) { save_project(name: $name, domain: $domain) { id domain } }',
      { name: 'Fuzz', domain: `fuzz-${suffix}` },
      'en',
      token,
    );
    expect(created.errors).toBeUndefined();
    const notifications = await t.graphql('{ notification_list { list { id } } }', {}, 'en', token);
    const rates = await t.graphql('{ rate_list { id } }');
    const articles = await t.graphql('{ faq_article_list(limit: 1) { list { slug } } }');
    f = {
      projectId: created.data.save_project.id,
      domain: created.data.save_project.domain,
      notificationId: notifications.data.notification_list.list[0].id,
      rateId: rates.data.rate_list[0].id,
      faqSlug: articles.data.faq_article_list.list[0].slug,
      clientEmail: owner.email,
    };
  });
  afterAll(() => t?.dispose());

  describe("the audit's failing inputs, one by one", () => {
    const NUL = 'a\u0000b';
    const rest = (url: string, body: unknown, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'x-language': language },
        payload: JSON.stringify(body),
      });
    const gql = async (
      query: string,
      variables: Record<string, unknown>,
      asClient = true,
      language = 'en',
    ) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          'x-language': language,
          ...(asClient ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: JSON.stringify({ query, variables }),
      });
      return { status: response.statusCode, body: response.json() };
    };

    it.each([
      [
        '/auth/register',
        () => ({ email: `fuzz${NUL}@mail.test`, password: GOOD_PASSWORD, terms_accepted: true }),
      ],
      ['/auth/login', () => ({ email: `fuzz${NUL}@mail.test`, password: GOOD_PASSWORD })],
      ['/auth/password/remind', () => ({ email: `fuzz${NUL}@mail.test` })],
    ])('%s: a NUL in the e-mail is 400 VALIDATION on the field', async (url, body) => {
      const before = await counts(t);
      const response = await rest(url, body(), 'ru');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION',
          message: translate('ru', 'api.error.validation'),
          fields: { email: 'Удалите из текста невидимые управляющие символы' },
        },
      });
      expect(await counts(t)).toEqual(before);
    });

    it.each([
      ['an array', ['fuzz@mail.test']],
      ['nested JSON', { address: { at: 'mail.test' } }],
    ])(
      '/auth/register, /auth/login, /auth/password/remind: an e-mail sent as %s is 400 VALIDATION, not 500',
      async (_, email) => {
        for (const url of ['/auth/register', '/auth/login', '/auth/password/remind']) {
          const response = await rest(url, { email, password: GOOD_PASSWORD, terms_accepted: true });
          expect(response.statusCode, url).toBe(400);
          expect(response.json().error, url).toMatchObject({
            code: 'VALIDATION',
            fields: { email: 'Invalid value' },
          });
        }
      },
    );

    it.each([
      ['a name (profile)', 'mutation($v: String) { update_client_profile(name: $v) { id } }', {}, 'name'],
      [
        'a name (project)',
        'mutation($v: String!, $id: ID) { save_project(id: $id, name: $v) { id } }',
        { id: 'PROJECT' },
        'name',
      ],
      [
        'a description',
        'mutation($v: String, $id: ID) { save_project(id: $id, name: "Fuzz", description: $v) { id } }',
        { id: 'PROJECT' },
        'description',
      ],
      ['a time zone', 'mutation($v: String) { update_client_profile(timezone: $v) { id } }', {}, 'timezone'],
      [
        'a reference search',
        'query($v: String) { country_list(filter: { search: $v }) { meta { total } } }',
        {},
        'filter.search',
      ],
      [
        'a project search',
        'query($v: String) { project_list(filter: { search: $v }) { meta { total } } }',
        {},
        'filter.search',
      ],
      [
        'a knowledge base search',
        'query($v: String) { faq_article_list(filter: { search: $v }) { meta { total } } }',
        {},
        'filter.search',
      ],
      ['an article slug', 'query($v: String!) { faq_article(slug: $v) { id } }', {}, 'slug'],
      ['a category slug', 'query($v: String!) { faq_category(slug: $v) { id } }', {}, 'slug'],
      [
        'a rated article slug',
        'mutation($v: String!) { rate_faq_article(article_slug: $v, is_helpful: true) }',
        {},
        'article_slug',
      ],
      [
        'the contact form',
        'mutation($v: String!) { make_contact_order(email: "fuzz@mail.test", name: $v, phone: "+995555000000", question: "Why?") }',
        {},
        'name',
      ],
    ])(
      'GraphQL: a NUL in %s is BAD_USER_INPUT on the field, changing nothing',
      async (_, query, extra, field) => {
        const variables = Object.fromEntries(
          Object.entries({ v: NUL, ...extra }).map(([key, value]) => [
            key,
            value === 'PROJECT' ? f.projectId : value,
          ]),
        );
        const before = await counts(t);
        const { body } = await gql(query, variables, true, 'ka');
        expect(body.errors).toEqual([
          expect.objectContaining({
            message: translate('ka', 'api.error.validation'),
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { [field]: 'წაშალეთ ტექსტიდან უხილავი მმართველი სიმბოლოები' },
            },
          }),
        ]);
        expect(await counts(t)).toEqual(before);
      },
    );

    it.each([
      ['service_list', 'query($v: ID!) { service_list(project_id: $v) { meta { total } } }', 'project_id'],
      ['working_hours', 'query($v: ID!) { working_hours(project_id: $v) { weekday } }', 'project_id'],
      [
        'the notification filter',
        'query($v: ID) { notification_list(filter: { project_id: $v }) { meta { total } } }',
        'filter.project_id',
      ],
      ['read_notification', 'mutation($v: ID!) { read_notification(ids: [$v]) }', 'ids[0]'],
      ['save_menu', 'mutation($v: ID!) { save_menu(project_id: $v, menu: []) { key } }', 'project_id'],
      ['save_project', 'mutation($v: ID) { save_project(id: $v, name: "Fuzz") { id } }', 'id'],
    ])(
      'GraphQL: a project id of 36 dashes in %s is BAD_USER_INPUT, not a database error',
      async (_, query, field) => {
        const { body } = await gql(query, { v: '-'.repeat(36) });
        expect(body.errors).toEqual([
          expect.objectContaining({
            extensions: { code: 'BAD_USER_INPUT', fields: { [field]: 'Invalid value' } },
          }),
        ]);
      },
    );

    it('GraphQL: {"query": 42} is 400 BAD_REQUEST, not INTERNAL', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-language': 'en' },
        payload: '{"query":42}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        data: null,
        errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }],
      });
    });

    it('GraphQL: an unknown operationName is 400 BAD_REQUEST with the localized message', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-language': 'ru' },
        payload: JSON.stringify({ query: 'query Rates { rate_list { id } }', operationName: 'Nope' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        data: null,
        errors: [{ message: 'Не удалось прочитать запрос.', extensions: { code: 'BAD_REQUEST' } }],
      });
    });

    it.each([
      ['no data', (event: Record<string, unknown>) => ({ ...event, data: null })],
      ['a created time of 1e308', (event: Record<string, unknown>) => ({ ...event, created: 1e308 })],
      [
        'an id longer than its column',
        (event: Record<string, unknown>) => ({ ...event, id: 'x'.repeat(65) }),
      ],
      [
        'a NUL in the payment id',
        (event: Record<string, unknown>) => ({
          ...event,
          data: { payment_id: NUL, amount_minor: 100, currency: 'USD' },
        }),
      ],
      [
        'an amount as text',
        (event: Record<string, unknown>) => ({
          ...event,
          data: { payment_id: 'sbx_fuzz', amount_minor: '100', currency: 'USD' },
        }),
      ],
    ])('the payment webhook: a correctly signed event with %s is 400 and stores nothing', async (_, junk) => {
      const body = JSON.stringify(
        junk({
          id: `evt_${Date.now()}`,
          type: 'payment.succeeded',
          created: Math.floor(Date.now() / 1000),
          data: { payment_id: 'sbx_fuzz', amount_minor: 100, currency: 'USD' },
        }),
      );
      const before = await counts(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/payments/webhooks/sandbox',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signWebhook(SANDBOX_SECRET, body),
        },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(await counts(t)).toEqual(before);
    });
  });

  it.runIf(engine === MASS_FUZZ_ENGINE)(
    'answers every malformed GraphQL argument of every root field with a clear 4xx-kind error, as an owner and anonymously',
    async () => {
      const owner = await runGroups(t, graphqlCases(t, f, token));
      const anonymous = await runGroups(t, graphqlCases(t, f, null));
      const bodies = await runGroups(t, graphqlBodyCases(t));
      const failures = [
        ...owner.failures.map((line) => `owner: ${line}`),
        ...anonymous.failures.map((line) => `anonymous: ${line}`),
        ...bodies.failures,
      ];
      console.info(
        `GraphQL fuzz on ${engine}: ${owner.total + anonymous.total + bodies.total} requests, ${failures.length} failures`,
      );
      expect(failures).toEqual([]);
      // Some fifteen thousand requests: about 25 s on an idle 2-core machine, more while other suites run beside it.
    },
    180_000,
  );

  it.runIf(engine === MASS_FUZZ_ENGINE)(
    'answers every malformed REST body field, signed webhook and path parameter with a 4xx and a code, changing nothing',
    async () => {
      // The signed-in resend reads no body: once the owner's last link is older than its cooldown, any body is a real
      // resend. One resend now starts a fresh cooldown that lasts through the fuzz, however long the tests before took.
      await t.post('/auth/email/resend', {}, { authorization: `Bearer ${token}`, 'x-language': 'en' });
      const rest = await runGroups(t, restCases(t, f, token));
      const webhooks = await runGroups(t, webhookCases(t));
      const telegram = await runGroups(t, telegramCases(t));
      const others = await runGroups(t, otherRouteCases(t));
      const failures = [...rest.failures, ...webhooks.failures, ...telegram.failures, ...others.failures];
      console.info(
        `REST fuzz on ${engine}: ${rest.total + webhooks.total + telegram.total + others.total} requests, ${failures.length} failures`,
      );
      expect(failures).toEqual([]);
    },
  );
});
