// Public pages' HTML and the listing search, each as a ratio to /healthz on the same server:
// drawn from the page cache; drawn for the first time (a new address on every request, the
// answers other drawings read kept); and drawn on every request with no page or answer kept
// (PAGE_CACHE_ENTRIES=0: no page, no answer, and no drawing shared by concurrent requests; the
// settings, places and latest posts stay kept, as they are for the API).
import { budgetPages } from './bench/budget-pages.mjs';
import { databaseLabel, startBuiltServer } from './bench/server.mjs';
import { measureRps } from './bench/throughput.mjs';

// As a browser or a CDN asks: every one of them takes Brotli or gzip, and a kept page keeps its
// compressed body (without the header the bench measured its own reading of 60-80 KB bodies).
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

let visit = 0;
/** The same page at an address no request asked before (`visit` is no parameter a page reads). */
const newAddressOf = (url) => () => `${url}${url.includes('?') ? '&' : '?'}visit=${++visit}`;

async function measure(label, env, { newAddresses = false, withSearch = false } = {}) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const server = await startBuiltServer(`pages-${label.replace(/\W+/g, '-')}`);
  process.env = saved;
  try {
    const health = await measureRps(`${server.url}/healthz`, { headers: BROWSER_HEADERS });
    console.log(
      `\n## Public pages, ${label}, ${databaseLabel} (16 keep-alive connections asking for Brotli or gzip, 5 s each, after 1 s warm-up)`,
    );
    console.log(`GET /healthz ${health.toFixed(0).padStart(32)} req/s`);
    const paths = [...(await budgetPages(server.url)), '/es/slp'];
    if (withSearch) paths.push('/api/listings?city=miami&purpose=rent&page=1');
    for (const path of paths) {
      const url = `${server.url}${path}`;
      const rps = await measureRps(newAddresses ? newAddressOf(url) : url, {
        headers: BROWSER_HEADERS,
      });
      const ratio = (rps / health).toFixed(2);
      console.log(`GET ${path.padEnd(38)} ${rps.toFixed(0).padStart(6)} req/s  ratio ${ratio}`);
    }
  } finally {
    await server.stop();
  }
}

await measure('page cache on', {}, { withSearch: true });
await measure('first drawing of each address', {}, { newAddresses: true });
await measure('drawn on every request, no page or answer kept', { PAGE_CACHE_ENTRIES: '0' });
