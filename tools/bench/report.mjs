// The table of figures, printed and written to docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';

export const rps = (value) => `${Math.round(value).toLocaleString('en-US')} req/s`;
export const ms = (value) => `${value} ms`;
export const percent = (value) => `${Math.round(value * 100)}%`;

/** A row: what was measured, against what, the ratio (or the value the goal is about) and whether the goal holds. */
export function row(figure, value, baseline, result, goal, met) {
  return { figure, value, baseline, result, goal, met: met === null ? '—' : met ? 'yes' : '**no**' };
}

export function table(rows) {
  const header = ['Figure', 'Value', 'Baseline', 'Ratio or value', 'Goal', 'Met?'];
  const lines = [
    header,
    header.map(() => '---'),
    ...rows.map((r) => [r.figure, r.value, r.baseline, r.result, r.goal, r.met]),
  ];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export function writeReport(file, rows, notes) {
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average at the end ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`;
  const markdown = [
    '# Performance',
    '',
    'Written by `npm run bench` (tools/bench); do not edit by hand, run it again. Each ratio is measured in',
    'the same run against a baseline served by the same process, with the servers under NODE_ENV=production.',
    '',
    `Machine: ${machine}.`,
    '',
    table(rows),
    '',
    '## Notes',
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
  fs.writeFileSync(file, markdown);
  return markdown;
}
