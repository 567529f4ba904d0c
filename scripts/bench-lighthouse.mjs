// Lighthouse (mobile, Debian's chromium, median of 3) on the public pages the budgets name:
// `node scripts/bench-lighthouse.mjs` (npm run bench runs it when BENCH_LIGHTHOUSE=1). Lighthouse 12
// is fetched by npx on first use (13 needs Node 22), so it is no dependency of the app.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { budgetPages } from './bench/budget-pages.mjs';
import { startBuiltServer } from './bench/server.mjs';

const RUNS = 3;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function lighthouse(url, out) {
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(readFileSync(out, 'utf8'));
}

/** Chromium now and then reports no navigation start (NO_NAVSTART): that run is taken again. */
function measure(url, out) {
  for (let attempt = 1; ; attempt++) {
    try {
      const report = lighthouse(url, out);
      return {
        score: report.categories.performance.score * 100,
        lcp: report.audits['largest-contentful-paint'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
      };
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

const server = await startBuiltServer('lighthouse');
try {
  const pages = await budgetPages(server.url);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blu-lighthouse-'));
  console.log(
    '\n## Lighthouse, mobile (median of 3; budgets: performance ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.05, TBT ≤ 150 ms)',
  );
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(measure(`${server.url}${page}`, path.join(dir, `${i}.json`)));
    const pick = (key) => median(runs.map((run) => run[key]));
    console.log(
      `${page.padEnd(62)} score ${pick('score').toFixed(0).padStart(3)}  LCP ${(pick('lcp') / 1000).toFixed(2)} s  CLS ${pick('cls').toFixed(3)}  TBT ${pick('tbt').toFixed(0)} ms`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
} finally {
  await server.stop();
}
