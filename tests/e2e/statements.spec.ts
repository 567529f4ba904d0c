import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney, formatPlainAmount } from '../../src/shared/money';
import { pdfText } from '../support/pdf-text';
import { apiToken, DEMO_USERS, signIn } from './support/auth';

/** The portal section's first load: its chunk and translations, slow on a loaded machine. */
const SECTION_LOAD = 30_000;

interface Row {
  id: string;
  period: string;
  netCents: number;
  collectedCents: number;
}

const monthOf = (period: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

/** The newest statement of a demo owner, read from the API: the journey never assumes a figure. */
async function newestStatement(request: APIRequestContext, email: string) {
  const token = await apiToken(request, email);
  const res = await request.get('/api/statements', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const { statements } = (await res.json()) as { statements: Row[] };
  expect(statements.length).toBeGreaterThan(0);
  const detail = await request.get(`/api/statements/${statements[0]!.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await detail.json()) as Row & { properties: { propertyName: string }[] };
}

async function noSidewaysScroll(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('a landlord opens a statement and downloads its PDF and CSV', async ({ page, request }) => {
  const statement = await newestStatement(request, DEMO_USERS.landlord.email);
  const month = monthOf(statement.period);

  await signIn(page, DEMO_USERS.landlord.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('link', { name: 'Owner statements' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Owner statements' })).toBeVisible();
  // The month so far is offered, and labelled as not final.
  await expect(
    page
      .getByText(/Not final/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await page.getByRole('link', { name: month }).filter({ visible: true }).first().click();

  await expect(
    page.getByRole('heading', { level: 1, name: `Statement for ${month}` }),
  ).toBeVisible();
  await expect(
    page
      .getByText(formatMoney(statement.netCents), { exact: true })
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(
    page.getByText('No expenses this month').filter({ visible: true }).first(),
  ).toBeVisible();
  for (const p of statement.properties) {
    await expect(page.getByText(p.propertyName).filter({ visible: true }).first()).toBeVisible();
  }

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^statement-${statement.period}-.+\\.pdf$`));
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(`Month: ${month}`);
  expect(text).toContain(formatMoney(statement.netCents));
  expect(text).toContain(formatMoney(statement.collectedCents));
  for (const p of statement.properties) expect(text).toContain(p.propertyName);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^statement-${statement.period}-.+\\.csv$`));
  const lines = (await readFile((await csv.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Month,Owner,Property,/);
  // A row per property, the total, then each expense and the owner's money in trust.
  const total = lines[statement.properties.length + 1];
  expect(lines.some((l) => /^[^,]+,[^,]*,Beginning balance,/.test(l))).toBe(true);
  expect(lines.some((l) => /^[^,]+,[^,]*,Ending balance,/.test(l))).toBe(true);
  expect(total).toMatch(
    // The net to the owner, then the tenants' deposits held, shown apart.
    new RegExp(
      `,Total,.*,${formatPlainAmount(statement.netCents).replace('.', '\\.')},-?\\d+\\.\\d{2}$`,
    ),
  );
});

test("a landlord opening another owner's statement gets Access Denied", async ({
  page,
  request,
}) => {
  const other = await newestStatement(request, DEMO_USERS.landlord.email);
  await signIn(page, 'landlord2@example.com');
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto(`/portal/statements/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
});

test('an admin filters by owner and opens their month to date', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/statements');
  // No owner chosen: every owner's statements, and no month to date until one is picked.
  await expect(page.getByText('Choose an owner to see their month to date.')).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(page.getByRole('link', { name: /month to date/ })).toHaveCount(0);
  await page.getByLabel('Owner').selectOption({ label: DEMO_USERS.landlord.name });
  await expect(page).toHaveURL(/owner=/);
  await page.getByRole('link', { name: /month to date/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /month to date/ })).toBeVisible();
  await expect(page.getByText('Month to date · not final')).toBeVisible();
  await expect(page.getByText(new RegExp(DEMO_USERS.landlord.name)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
});

for (const width of [375, 768, 1280] as const) {
  test(`statement screens fit at ${width}px`, async ({ page, request }) => {
    const statement = await newestStatement(request, DEMO_USERS.landlord.email);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO_USERS.landlord.email);
    await expect(page).toHaveURL(/\/portal$/, { timeout: SECTION_LOAD });
    await page.goto('/portal/statements');
    await expect(page.getByRole('heading', { level: 1, name: 'Owner statements' })).toBeVisible({
      timeout: SECTION_LOAD,
    });
    await expect(
      page.getByText(monthOf(statement.period)).filter({ visible: true }).first(),
    ).toBeVisible();
    await noSidewaysScroll(page, `list at ${width}px`);
    await page.screenshot({ path: `.tmp/shots-statements/list-${width}.png`, fullPage: true });
    await page.goto(`/portal/statements/${statement.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /Statement for/ })).toBeVisible();
    await noSidewaysScroll(page, `statement at ${width}px`);
    await page.screenshot({ path: `.tmp/shots-statements/statement-${width}.png`, fullPage: true });
  });
}
