/**
 * What the browser keeps for the knowledge base's rating (ADR 0014): a random visitor id sent as X-Visitor-Id,
 * so the API counts one vote per visitor, and the articles this browser has rated, so a returning reader sees
 * the thank-you instead of the question again.
 */

export const VISITOR_ID_STORAGE_KEY = 'donut-visitor-id';
export const FAQ_VOTES_STORAGE_KEY = 'donut-faq-votes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A version 4 UUID from getRandomValues: crypto.randomUUID exists only on https pages, and local sites run on http. */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Local storage, or null where the browser refuses it (private modes, storage turned off). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// Without storage the id lives as long as the page: the vote still counts, it just is not remembered.
let pageVisitorId: string | null = null;

/** This browser's visitor id, created on first use. A stored value that is not our UUID is replaced (the API would refuse it). */
export function visitorId(): string {
  const store = storage();
  try {
    const stored = store?.getItem(VISITOR_ID_STORAGE_KEY);
    if (stored && UUID.test(stored)) return stored;
    const created = randomUuid();
    store?.setItem(VISITOR_ID_STORAGE_KEY, created);
    if (store) return created;
  } catch {
    // A full or blocked storage: fall through to the page's own id.
  }
  pageVisitorId ??= randomUuid();
  return pageVisitorId;
}

type StoredVotes = Record<string, boolean>;

function readVotes(): StoredVotes {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(FAQ_VOTES_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, vote]) => typeof vote === 'boolean'));
  } catch {
    return {};
  }
}

/** The answer this browser gave for an article, or null when it has not rated it. */
export function storedVote(slug: string): boolean | null {
  return readVotes()[slug] ?? null;
}

/** Remembers an answer the API accepted. */
export function rememberVote(slug: string, isHelpful: boolean): void {
  try {
    storage()?.setItem(FAQ_VOTES_STORAGE_KEY, JSON.stringify({ ...readVotes(), [slug]: isHelpful }));
  } catch {
    // Not remembered: the reader would be asked again next time, and a second vote replaces the first.
  }
}
