// Public pages' HTML and the listing search, each as a ratio to /healthz on the same server:
// drawn from the page cache, and drawn afresh on every request (PAGE_CACHE_ENTRIES=0).
import { startBuiltServer } from './bench/server.mjs';
import { measureRps } from './bench/throughput.mjs';

const PAGES = ['/', '/storm', '/slp', '/marine-lifestyle/naples', '/ma-form', '/es/slp'];

async function firstListingPath(url) {
  const answer = await (await fetch(`${url}/api/listings?pageSize=1`)).json();
  return `/slp/property/${answer.items[0].id}`;
}

async function measure(label, env) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const server = await startBuiltServer(`pages-${label}`);
  process.env = saved;
  try {
    const health = await measureRps(`${server.url}/healthz`, {});
    console.log(
      `\n## Public pages, ${label} (16 keep-alive connections, 5 s each, after 1 s warm-up)`,
    );
    console.log(`GET /healthz ${health.toFixed(0).padStart(32)} req/s`);
    const paths = [...PAGES, await firstListingPath(server.url)];
    if (label === 'page cache on') paths.push('/api/listings?city=miami&purpose=rent&page=1');
    for (const path of paths) {
      const rps = await measureRps(`${server.url}${path}`, {});
      const ratio = (rps / health).toFixed(2);
      console.log(`GET ${path.padEnd(38)} ${rps.toFixed(0).padStart(6)} req/s  ratio ${ratio}`);
    }
  } finally {
    await server.stop();
  }
}

await measure('page cache on', {});
await measure('drawn on every request', { PAGE_CACHE_ENTRIES: '0' });
