import { createHmac } from 'node:crypto';

/** What is known of whoever rates an article. */
export interface VisitorIdentity {
  /** The signed-in owner, if any. */
  clientId: string | null;
  /** X-Visitor-Id: a random UUID the apps keep in the browser's local storage (already checked). */
  visitorId: string | null;
  ip: string;
  userAgent: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** X-Visitor-Id must be a UUID: anything else is a broken or forged client, refused rather than trusted. */
export function isVisitorId(value: string): boolean {
  return UUID.test(value);
}

/**
 * The key of one vote per visitor (ADR 0014): the owner's id when signed in, else a hash of the
 * browser's visitor id, else of the address and browser. The hashes are keyed with the server's
 * secret, so the stored keys cannot be turned back into addresses by trying them all.
 */
export function visitorKey(secret: string, identity: VisitorIdentity): string {
  if (identity.clientId) return `owner:${identity.clientId}`;
  const hash = (value: string) => createHmac('sha256', secret).update(`faq-vote\n${value}`).digest('hex');
  if (identity.visitorId) return `visitor:${hash(identity.visitorId.toLowerCase())}`;
  return `network:${hash(`${identity.ip}\n${identity.userAgent}`)}`;
}
