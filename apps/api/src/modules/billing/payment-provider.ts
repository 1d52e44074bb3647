import type { Locale } from '@donut/i18n';

export interface CheckoutRequest {
  amountMinor: number;
  currency: string;
  /** Shown to the payer, e.g. "Business, 1 month". */
  description: string;
  locale: Locale;
  /** Where the payer returns; the provider adds `payment=succeeded|canceled`. */
  returnUrl: string;
}

export interface Checkout {
  providerPaymentId: string;
  url: string;
}

export type PaymentEventType = 'payment.succeeded' | 'payment.failed' | 'payment.canceled';

/** A webhook event after its signature was verified. */
export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  /** When the provider created the event (not when it arrived). */
  createdAt: Date;
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
  payload: Record<string, unknown>;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A webhook correctly signed whose event is not of the shape the provider promises (junk fields). */
export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

/** What billing needs from a payment system: a hosted checkout, and verified webhooks about it. */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * The event in a webhook request, or WebhookSignatureError when it is not the provider's, or
   * WebhookPayloadError when its fields are not what the provider sends.
   */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now?: Date,
  ): PaymentEvent;
}
