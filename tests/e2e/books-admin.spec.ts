import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO_USERS, signInToPortal } from './support/auth';
import { axeClean, noSidewaysScroll } from './support/page-checks';

// Each run closes the oldest open month: one at a time.
test.describe.configure({ mode: 'serial' });

/** The portal section's first load: its chunk and translations, slow on a loaded machine. */
const SECTION_LOAD = 30_000;

/** The months as the API lists them: the journey never assumes which are open. */
async function months(request: APIRequestContext) {
  const token = await apiToken(request, DEMO_USERS.admin.email);
  const res = await request.get('/api/accounting/months', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { items: { month: string; closed: boolean; closable: boolean }[] })
    .items;
}

async function fillEntry(page: Page, date: string, memo: string, debit: string, credit: string) {
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Memo').fill(memo);
  await page.getByLabel('Account, line 1').selectOption({ index: 1 });
  await page.getByLabel('Account, line 2').selectOption({ index: 2 });
  await page.getByLabel('Debit, line 1').fill(debit);
  await page.getByLabel('Credit, line 2').fill(credit);
}

for (const width of [1280, 375]) {
  test(`an admin closes the oldest open month and posts a manual entry (${width}px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
    await page.goto('/portal/books');
    await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible({
      timeout: SECTION_LOAD,
    });
    const list = await months(request);
    const oldest = list.find((m) => m.closable)!;
    await page.getByRole('button', { name: `Close ${oldest.month}` }).click();
    await page.getByRole('button', { name: 'Close the month' }).click();
    await expect(page.getByRole('button', { name: `Close ${oldest.month}` })).toHaveCount(0);
    await expect(page.getByText(`Closed by ${DEMO_USERS.admin.name}`).first()).toBeVisible();

    const today = `${list[list.length - 1]!.month}-01`;
    // A bad entry: its error shows next to the field, nothing is posted.
    await fillEntry(page, today, '', '10', '9');
    await expect(page.getByText('Debits $10.00 · Credits $9.00')).toBeVisible();
    await page.getByRole('button', { name: 'Post entry' }).click();
    await expect(page.getByLabel('Memo')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Memo').fill('Bank fee');
    await page.getByRole('button', { name: 'Post entry' }).click();
    await expect(page.getByText('Debits $10.00 and credits $9.00 differ')).toBeVisible();

    await page.getByLabel('Credit, line 2').fill('10');
    await page.getByRole('button', { name: 'Post entry' }).click();
    await expect(page.getByText('The entry was posted.')).toBeVisible();
    await noSidewaysScroll(page);
    await axeClean(page);
    await page.screenshot({ path: `test-results/books-admin-${width}.png`, fullPage: true });
  });
}

test('the books screen in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/es/portal/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Contabilidad' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(page.getByRole('heading', { name: 'Plan de cuentas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar asiento' })).toBeVisible();
  await noSidewaysScroll(page);
  await axeClean(page);
  await page.screenshot({ path: 'test-results/books-admin-es-375.png', fullPage: true });
});
