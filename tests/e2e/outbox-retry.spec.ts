import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/auth';
import { startFakeSmtp, type FakeSmtp } from './support/fake-smtp';

// This journey needs a mail server and an e-mail that already failed, so it runs its own
// instance of the built server next to the shared one, on a free port.
let baseURL = '';
// oxlint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function names.
test.use({ baseURL: async ({}, use) => use(baseURL) });
test.describe.configure({ mode: 'serial' });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let smtp: FakeSmtp;
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'blu-outbox-e2e-'));
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'tests/e2e/support/seed-failed-email.ts', dataDir],
    {
      stdio: 'inherit',
    },
  );
  smtp = await startFakeSmtp();
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  server = spawn(process.execPath, [`${process.env.BLU_DIST ?? 'dist'}/server/index.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'inherit',
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 200_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an admin sees a failed e-mail with its error and retries it until it is sent', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('link', { name: 'Outbox' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();

  const row = page
    .getByRole('list', { name: 'E-mails' })
    .getByRole('listitem')
    .filter({ hasText: 'Your owner statement' });
  await expect(row.getByText('Failed', { exact: true })).toBeVisible();
  await expect(row.getByText('5 attempts')).toBeVisible();
  await expect(row.getByText('Last error: 550 mailbox unavailable')).toBeVisible();
  expect(smtp.recipients).not.toContain('owner@example.org');

  await row.getByRole('button', { name: 'Retry the e-mail to owner@example.org' }).click();
  await expect(page.getByText('The e-mail to owner@example.org is queued again.')).toBeVisible();
  await expect(row.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await expect.poll(() => smtp.recipients).toContain('owner@example.org');

  await page.reload();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await expect(row.getByText('1 attempt', { exact: true })).toBeVisible();
});
