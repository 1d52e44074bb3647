/** A just-enough RFC 822 reader for tests: headers, encoded words, multipart bodies, QP and base64. */
export interface ParsedPart {
  headers: Map<string, string>;
  contentType: string;
  body: string;
  parts: ParsedPart[];
}

function decodeQuotedPrintable(value: string): Buffer {
  const joined = value.replace(/=\r?\n/g, '');
  // Byte by byte: one character may span several escapes.
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words, adjacent words joined as RFC 2047 says. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitHead(raw: string): [Map<string, string>, string] {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  return [headers, body];
}

export function parseEml(raw: string): ParsedPart {
  const [headers, body] = splitHead(raw);
  const contentType = (headers.get('content-type') ?? 'text/plain').split(';')[0].trim().toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (contentType.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`);
    // Between the preamble and the closing `--boundary--`.
    const parts = sections.slice(1, -1).map((section) => parseEml(section.replace(/^\r?\n/, '')));
    return { headers, contentType, body: '', parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body).toString('utf8')
        : body;
  return { headers, contentType, body: decoded, parts: [] };
}
