// JavaScript a public page downloads in its first 10 seconds when nobody touches it (budget
// 200 KB): each page is opened in Debian's Chromium on the built server and the body
// of every script response is summed as it came over the wire (compressed; headers excluded).
// `node scripts/bench-first-ten-seconds.mjs`, part of `npm run bench`.
import { chromium } from 'playwright-core';
import { budgetPages } from './bench/budget-pages.mjs';
import { startBuiltServer } from './bench/server.mjs';

const BUDGET_KB = 200;
const WATCH_MS = 10_000;

async function scriptKb(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Request id → the header bytes counted before the body, subtracted from the total at the end.
  const scripts = new Map();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId))
      bytes += event.encodedDataLength - scripts.get(event.requestId);
  });
  await page.goto(url);
  await page.waitForTimeout(WATCH_MS);
  await context.close();
  return { kb: bytes / 1024, files: scripts.size };
}

const server = await startBuiltServer('first-ten-seconds');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const pages = [...(await budgetPages(server.url)), '/blog', '/es'];
  console.log(
    `\n## JavaScript downloaded in a page's first 10 s, untouched (budget ${BUDGET_KB} KB)`,
  );
  let worst = 0;
  for (const path of pages) {
    const { kb, files } = await scriptKb(browser, `${server.url}${path}`);
    worst = Math.max(worst, kb);
    console.log(`${path.padEnd(62)} ${kb.toFixed(1).padStart(6)} KB in ${files} files`);
  }
  console.log(
    `largest: ${worst.toFixed(1)} KB, ${worst <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  );
  if (worst > BUDGET_KB) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
