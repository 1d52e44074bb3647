import { createHash } from 'node:crypto';

/** Every `<script>` element without `src`: its attributes and its text as the browser will hash it. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`'sha256-…'`) allowing exactly the inline scripts of a finished document. A cached page
 * cannot carry a per-request nonce, so its policy names the hashes of its scripts instead: an injected
 * script, whose text is not in the list, still does not run.
 */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    // node:crypto, synchronous: Web Crypto's promise and buffer copies cost more than the hashing itself.
    sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}
