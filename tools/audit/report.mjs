// The table of median runs and what keeps a page under the bar, printed and written to docs/audit.md.
import fs from 'node:fs';

/** Issue 7's bar: a fast page, and nothing at all to fix in the other three categories. */
export const BAR = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORY_TITLES = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};
/** Lighthouse's report shows an audit as passed from 0.9 on; binary audits are 0 or 1 anyway. */
const PASS = 0.9;
const EXAMPLES = 3;

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

/** A median run boiled down to the figures of the table and the audits a developer has to look at. */
export function summarize({ page, locale, url, lhr }) {
  const scores = Object.fromEntries(Object.keys(BAR).map((category) => [category, score(lhr, category)]));
  const below = Object.keys(BAR).filter(
    (category) => scores[category] === null || scores[category] < BAR[category],
  );
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    page,
    locale,
    url,
    scores,
    below,
    lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '—',
    tbt: lhr.audits['total-blocking-time']?.displayValue ?? '—',
    cls: lhr.audits['cumulative-layout-shift']?.displayValue ?? '—',
    jsKiB: scripts ? (scripts.transferSize / 1024).toFixed(1) : '—',
    failing: Object.fromEntries(
      below.map((category) => [category, failingAudits(lhr, category, new URL(url).origin)]),
    ),
    warnings: lhr.runWarnings ?? [],
  };
}

/** Scored audits of a category that did not pass, the heaviest first (metrics carry the performance weight). */
function failingAudits(lhr, category, origin) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) &&
        audit.score !== null &&
        audit.score < PASS,
    )
    .sort((a, b) => b.ref.weight - a.ref.weight || a.audit.score - b.audit.score)
    .map(({ audit }) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? '',
      where: examples(audit.details, origin),
    }));
}

/** The elements (CSS selectors) or resources an audit names, so the fix can start without opening a report. */
function examples(details, origin) {
  const found = [];
  const visit = (items = []) => {
    for (const item of items) {
      if (found.length >= EXAMPLES) return;
      if (item?.type === 'table' || item?.type === 'list') visit(item.items);
      const where = item?.node?.selector ?? item?.url ?? item?.source?.url;
      if (typeof where === 'string' && where)
        found.push(where.startsWith(origin) ? where.slice(origin.length) : where);
    }
  };
  visit(details?.items);
  return [...new Set(found)];
}

const cell = (value) => String(value).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const scoreCell = (row, category) =>
  row.scores[category] === null
    ? '**error**'
    : row.below.includes(category)
      ? `**${row.scores[category]}**`
      : row.scores[category];

export function table(rows) {
  const header = [
    'Page',
    'Locale',
    'Performance',
    'Accessibility',
    'Best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'JS transfer (KiB)',
  ];
  const lines = [
    header,
    header.map(() => '---'),
    ...rows.map((row) => [
      row.page,
      row.locale,
      ...Object.keys(BAR).map((category) => scoreCell(row, category)),
      row.lcp,
      row.tbt,
      row.cls,
      row.jsKiB,
    ]),
  ];
  return lines.map((cells) => `| ${cells.map(cell).join(' | ')} |`).join('\n');
}

const auditLine = (audit) =>
  `\`${audit.id}\` ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}${audit.where.length ? ` (${audit.where.map((where) => `\`${where}\``).join(', ')})` : ''}`;

/** The failing audits of a category on one line, for a note. */
export const failingAuditList = (audits) => audits.map(auditLine).join('; ') || 'no single failing audit';

/** For each page under the bar: the failing audits of each category it misses. */
export function failures(rows) {
  return rows
    .filter((row) => row.below.length > 0)
    .flatMap((row) => [
      `### ${row.page} (${row.locale}) — ${new URL(row.url).pathname}`,
      '',
      ...row.below.flatMap((category) => [
        `${CATEGORY_TITLES[category]}: ${row.scores[category] ?? 'error'} (bar ${BAR[category]})`,
        '',
        ...(row.failing[category].length === 0
          ? ['- no single failing audit (the score comes from metrics just under their thresholds)']
          : row.failing[category].map((audit) => `- ${auditLine(audit)}`)),
        '',
      ]),
    ])
    .join('\n');
}

export function writeReport(file, { rows, runs, date, chromium, cores, benchmarkIndex, seconds, notes }) {
  const below = rows.filter((row) => row.below.length > 0);
  const markdown = [
    '# Lighthouse audit',
    '',
    'Written by `npm run audit` (tools/audit); do not edit by hand, run it again. Lighthouse 12.8.2 with its',
    `default config (mobile form factor, simulated throttling); each row is the median of ${runs} run${runs === 1 ? '' : 's'}`,
    "(Lighthouse's `computeMedianRun`). Bar: performance ≥ 95; accessibility, best practices and SEO 100.",
    '',
    `Date: ${date}. Chromium ${chromium} (headless), ${cores} cores, Lighthouse benchmark index ${benchmarkIndex}. The audit took ${seconds} s.`,
    '',
    table(rows),
    '',
    '## Below the bar',
    '',
    below.length === 0 ? 'Every page meets the bar.' : failures(rows).trimEnd(),
    ...(notes.length ? ['', '## Notes', '', ...notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
  fs.writeFileSync(file, markdown);
  return markdown;
}
