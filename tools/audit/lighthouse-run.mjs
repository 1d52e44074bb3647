// One Lighthouse run of a page, and the median of several: Lighthouse's default config (mobile form
// factor, simulated throttling) against Debian Chromium.
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** The full version: headless Chromium reports a reduced one (156.0.0.0) in its user agent. */
export function chromiumVersion() {
  const output = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return output.match(/\d+(\.\d+){3}/)?.[0] ?? 'unknown';
}

/** Closes every browser still open: on a signal, so that a run in progress fails at once. */
export const killBrowsers = () => chromeLauncher.killAll();

/** A fresh browser per run (as Lighthouse CI does), so no run inherits another's caches, workers or memory. */
export async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    // A failed load still yields a report, full of zeros; it must not pass for a measurement.
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * Every run and the one closest to the median FCP and TTI (Lighthouse's own choice), so the scores and metrics
 * reported come from one real run. `isShort(lhr)` tells a run under the bar: when the only run asked for is, two
 * more are made and the page counts by the median of three, as Lighthouse advises for a single noisy run on a
 * busy machine.
 */
export async function medianRun(url, runs, onRun = () => undefined, isShort = () => false) {
  const results = [];
  const planned = () => (runs === 1 && results.length > 0 && isShort(results[0]) ? 3 : runs);
  while (results.length < planned()) {
    const lhr = await runOnce(url);
    onRun(lhr, results.length);
    results.push(lhr);
  }
  return { median: computeMedianRun(results), runs: results };
}
