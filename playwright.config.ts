import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);
const dataDir = `.tmp/e2e-data-${port}`;
const dist = process.env.BLU_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `.tmp/test-results-${port}`,
  // Journeys got slower with this stop's portal (dashboards, charts): 60 s cut one off in CI.
  timeout: 120_000,
  // A portal section's first load (its chunk, its translations, its data) took over 10 s on a
  // 2-core CI machine while the freshly started server ran its first scheduler pass.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    // The portal's service worker (public/sw.js) would take the page's requests out of Playwright's
    // sight (page.route, response events). The journeys test the app; the offline journey tests
    // the page's outbox, which needs no worker.
    serviceWorkers: 'block',
    // Recording a trace for every journey (screenshots of each step) cost CI's two cores about
    // a fifth of the journeys' time: CI records the retry of a failed one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell, not the full browser: half the CPU for the same journeys
      // (decision 0086; scripts/ensure-browser.mjs installs it).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh embedded database for every run, seeded with the demo data.
    command: `rm -rf ${dataDir} && node ${dist}/server/index.js`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    // The first start creates the embedded database and seeds it: slow on a busy 2-core machine.
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The journeys come from one address and name client addresses with X-Forwarded-For
      // (the lead forms' per-address limit): stand in for a load balancer on loopback, and keep
      // the per-minute request limits out of the way of two parallel browsers.
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_FORM_MAX: '100000',
      // A post scheduled a few seconds ahead is published within two seconds (the editor journey).
      BLOG_PUBLISH_INTERVAL_SECONDS: '2',
    },
  },
});
