import { expect, test } from '@playwright/test';
import { apiToken, DEMO_USERS, signIn } from './support/auth';

// The rest of the journeys block the worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

test("with the portal's offline worker installed, an editor's change shows on the next visit", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO_USERS.admin.email);
  const headers = { authorization: `Bearer ${token}` };
  const slug = `worker-${Date.now()}`;
  const created = await request.post('/api/admin/pages', {
    headers,
    data: {
      slug,
      language: 'en',
      title: 'Dock checks',
      description: 'What we check on a dock every quarter.',
      body: '## Every quarter\nPilings, cleats and lights.',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  // The worker registers on a page's load, and takes the page over once it is active.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  const first = await page.goto(`/${slug}`);
  expect(first?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Dock checks' })).toBeVisible();

  const renamed = await request.patch(`/api/admin/pages/${id}`, {
    headers,
    data: { title: 'Dock and seawall checks' },
  });
  expect(renamed.status()).toBe(200);
  // The page as drawn by the server, not a copy the worker or the browser kept.
  const next = await page.goto(`/${slug}`);
  expect(await next?.text()).toContain('Dock and seawall checks');
});
