// Requests per second of a GET over keep-alive connections, with a fixed concurrency and duration.
import http from 'node:http';

/** `url`: one address, or a function giving the next one (a new query on every request). */
export async function measureRps(url, { headers = {}, concurrency = 16, seconds = 5, warmup = 1 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const next = typeof url === 'function' ? url : () => url;
  const get = () =>
    new Promise((resolve, reject) => {
      const target = new URL(next());
      const req = http.get(
        {
          hostname: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          agent,
          headers,
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
    });

  let count = 0;
  let counting = false;
  let stop = false;
  const workers = Array.from({ length: concurrency }, async () => {
    while (!stop) {
      await get();
      if (counting) count++;
    }
  });
  await new Promise((r) => setTimeout(r, warmup * 1000));
  counting = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  counting = false;
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(workers);
  agent.destroy();
  return count / elapsed;
}
