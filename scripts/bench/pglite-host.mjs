// One HTTP process over one PGlite database, with the database either on the event loop
// ("thread") or in a worker thread that the loop talks to by messages ("worker"). Started by
// scripts/bench-pglite-worker.mjs; it answers:
//   GET /healthz      no database work: how quickly the loop gets to a request
//   GET /light?id=N   one primary-key read (what most API requests do)
//   GET /heavy?n=N    a filtered, sorted page with a count over 20,000 rows (a cold search)
//   GET /elu          the loop's utilisation since the last /elu
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const ROWS = 20_000;
const SETUP = `
  create table homes (
    id int primary key, city int not null, bedrooms int not null, price int not null,
    title text not null, description text not null);
  insert into homes
    select i, i % 12, i % 5, 100000 + (i * 7919) % 2000000,
           'Home ' || i, repeat('Bay views, a pool deck and a slip. ', 12)
    from generate_series(1, ${ROWS}) as i;
  create index homes_city_price on homes (city, price);
  analyze homes;`;
const LIGHT = 'select id, title, price from homes where id = $1';
const HEAVY = `
  select id, title, price, count(*) over () as total from homes
  where city = $1 and bedrooms >= $2 order by price desc limit 12`;

async function openDatabase() {
  const db = await PGlite.create();
  await db.exec(SETUP);
  return db;
}

/** Runs the two queries; `kind` picks one. */
function runner(db) {
  return (kind, n) =>
    kind === 'light'
      ? db.query(LIGHT, [1 + (n % ROWS)]).then((r) => r.rows)
      : db.query(HEAVY, [n % 12, n % 4]).then((r) => r.rows);
}

if (!isMainThread) {
  // The worker: the database lives here; the loop sends { id, kind, n } and gets rows back.
  const run = runner(await openDatabase());
  parentPort.on('message', ({ id, kind, n }) => {
    run(kind, n).then(
      (rows) => parentPort.postMessage({ id, rows }),
      (err) => parentPort.postMessage({ id, error: String(err) }),
    );
  });
  parentPort.postMessage({ ready: true });
} else {
  const mode = workerData?.mode ?? process.argv[2];
  let query;
  if (mode === 'worker') {
    const worker = new Worker(new URL(import.meta.url));
    const pending = new Map();
    let next = 0;
    await new Promise((resolve) => worker.once('message', resolve));
    worker.on('message', ({ id, rows, error }) => {
      const settle = pending.get(id);
      pending.delete(id);
      if (error) settle.reject(new Error(error));
      else settle.resolve(rows);
    });
    query = (kind, n) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, kind, n });
      });
  } else {
    query = runner(await openDatabase());
  }

  let lastElu = performance.eventLoopUtilization();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    try {
      if (url.pathname === '/healthz') return res.end('{"status":"ok"}');
      if (url.pathname === '/elu') {
        const now = performance.eventLoopUtilization();
        const since = performance.eventLoopUtilization(now, lastElu);
        lastElu = now;
        return res.end(JSON.stringify({ utilization: since.utilization }));
      }
      const kind = url.pathname.slice(1);
      if (kind !== 'light' && kind !== 'heavy') {
        res.statusCode = 404;
        return res.end();
      }
      const rows = await query(
        kind,
        Number(url.searchParams.get('n') ?? url.searchParams.get('id') ?? 1),
      );
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(rows));
    } catch (err) {
      res.statusCode = 500;
      res.end(String(err));
    }
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
}
