import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

import { number } from 'yup';
import { formSchema, textSchema, validateWith } from '@donut/validation';
import {
  WebhookPayloadError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentProvider,
} from '../payment-provider';
import { isValidSignature, SANDBOX_SIGNATURE_HEADER, signWebhook } from './webhook-signature';

export interface SandboxSession extends CheckoutRequest {
  providerPaymentId: string;
  status: 'open' | 'paid' | 'canceled';
  declines: number;
  expiresAt: number;
}

export interface SandboxOptions {
  secret: string;
  /** Base of the checkout pages, e.g. https://api.donut.ge. */
  publicUrl: string;
  /** Where webhooks go: the API's own /payments/webhooks/sandbox. */
  webhookUrl: string;
  log: FastifyBaseLogger;
  /** Delivery attempts per event and the first pause between them (doubling). */
  attempts?: number;
  retryDelayMs?: number;
}

const SESSION_TTL_MS = 60 * 60 * 1000;
const MAX_OPEN_SESSIONS = 10_000;
const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

const EVENT_TYPES: readonly PaymentEventType[] = ['payment.succeeded', 'payment.failed', 'payment.canceled'];
/** Exactly the JSON types the sandbox sends (strict: no "100" for 100), within what the columns hold. */
const text = (max: number) => textSchema().strict().required().max(max);
const whole = (min: number, max: number) => number().strict().required().integer().min(min).max(max);
/** A JSON.parse reviver refusing what could reach an object's prototype, as Fastify's own body parser does. */
function refusePrototypeKeys(key: string, value: unknown) {
  if (
    key === '__proto__' ||
    (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)
  ) {
    throw new WebhookPayloadError(`Sandbox event key ${key}`);
  }
  return value;
}

const sandboxEventSchema = formSchema({
  id: text(64),
  type: textSchema()
    .strict()
    .required()
    .oneOf([...EVENT_TYPES]),
  // Unix seconds up to the year 9999.
  created: whole(1, 253_402_300_799),
  data: formSchema({
    payment_id: text(64),
    amount_minor: whole(0, 2_147_483_647),
    currency: textSchema()
      .strict()
      .required()
      .matches(/^[A-Z]{3}$/),
  }).required(),
});

/**
 * The built-in payment system for development, tests and demos: it behaves like a hosted checkout of a
 * real provider (its own payment ids, its own pages, signed webhooks delivered over HTTP with retries),
 * but its payer chooses the outcome. Sessions live in memory, as they would on the provider's side.
 */
export function createSandboxProvider(options: SandboxOptions) {
  const sessions = new Map<string, SandboxSession>();
  const deliveries = new Set<Promise<void>>();
  const attempts = options.attempts ?? 4;
  const retryDelayMs = options.retryDelayMs ?? 1000;

  function forget() {
    const now = Date.now();
    for (const [id, session] of sessions) if (session.expiresAt < now) sessions.delete(id);
  }

  async function deliver(body: string) {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: signWebhook(options.secret, body),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return;
        options.log.warn({ status: response.status, attempt }, 'sandbox webhook refused');
      } catch (error) {
        options.log.warn({ err: error, attempt }, 'sandbox webhook delivery failed');
      }
      if (attempt < attempts)
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
    }
  }

  /** Sends an event like the provider would: signed, over HTTP, retried until accepted. */
  function emit(session: SandboxSession, type: PaymentEventType) {
    const body = JSON.stringify({
      id: randomId('evt'),
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        payment_id: session.providerPaymentId,
        amount_minor: session.amountMinor,
        currency: session.currency,
      },
    });
    const delivery = deliver(body).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  const provider: PaymentProvider & {
    session(id: string): SandboxSession | undefined;
    pay(id: string): SandboxSession | null;
    decline(id: string): SandboxSession | null;
    abandon(id: string): SandboxSession | null;
    /** Resolves when every event sent so far has been delivered or given up (tests, shutdown). */
    flush(): Promise<void>;
  } = {
    name: 'sandbox',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      forget();
      if (sessions.size >= MAX_OPEN_SESSIONS) throw new Error('Too many open sandbox checkouts');
      const providerPaymentId = randomId('sbx');
      sessions.set(providerPaymentId, {
        ...request,
        providerPaymentId,
        status: 'open',
        declines: 0,
        expiresAt: Date.now() + SESSION_TTL_MS,
      });
      return {
        providerPaymentId,
        url: `${options.publicUrl}/payments/sandbox/checkout/${providerPaymentId}`,
      };
    },
    verifyWebhook(rawBody, headers, now = new Date()): PaymentEvent {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      if (!isValidSignature(options.secret, rawBody, Array.isArray(header) ? header[0] : header, now))
        throw new WebhookSignatureError('Bad sandbox signature');
      const payload: unknown = JSON.parse(rawBody, refusePrototypeKeys);
      const checked = validateWith(sandboxEventSchema, payload);
      if (!checked.ok)
        throw new WebhookPayloadError(`Sandbox event fields: ${Object.keys(checked.errors).join(', ')}`);
      const event = checked.value;
      return {
        id: event.id,
        type: event.type as PaymentEventType,
        createdAt: new Date(event.created * 1000),
        providerPaymentId: event.data.payment_id,
        amountMinor: event.data.amount_minor,
        currency: event.data.currency,
        payload: payload as Record<string, unknown>,
      };
    },
    session: (id) => sessions.get(id),
    pay(id) {
      const session = sessions.get(id);
      if (!session || session.status !== 'open') return null;
      session.status = 'paid';
      emit(session, 'payment.succeeded');
      return session;
    },
    decline(id) {
      const session = sessions.get(id);
      if (!session || session.status !== 'open') return null;
      session.declines += 1;
      emit(session, 'payment.failed');
      return session;
    },
    abandon(id) {
      const session = sessions.get(id);
      if (!session || session.status !== 'open') return null;
      session.status = 'canceled';
      emit(session, 'payment.canceled');
      return session;
    },
    async flush() {
      while (deliveries.size) await Promise.all([...deliveries]);
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
