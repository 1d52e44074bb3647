import { validationMessages } from '../messages';
import { requiredString } from './text';

const HTTP_SCHEME = /^https?:\/\//i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
// After URL parsing the host is ASCII (IDNs become xn--), so this also covers "почта.рф".
const DOMAIN_LABEL = /^(?!-)[a-z\d-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z\d-]{2,59})$/;

/**
 * Whether the text is a web address: http(s):// followed by a domain, or a bare domain such as
 * "donut.ge/rates" (spec §5). Other schemes, IP addresses, hosts without a TLD, credentials and
 * spaces are refused.
 */
export function isWebUrl(value: string): boolean {
  if (/\s/.test(value) || (ANY_SCHEME.test(value) && !HTTP_SCHEME.test(value))) return false;
  let url: URL;
  try {
    url = new URL(HTTP_SCHEME.test(value) ? value : `https://${value}`);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const labels = url.hostname.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1])
  );
}

/** A required web address, with or without http(s)://. Kept as typed, not normalised. */
export const urlSchema = requiredString.test(
  'url',
  validationMessages.url,
  (value) => !value || isWebUrl(value),
);
