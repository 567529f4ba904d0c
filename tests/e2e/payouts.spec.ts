import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, DEMO_USERS, signInToPortal } from './support/auth';
import { axeClean, noSidewaysScroll } from './support/page-checks';

// Each run pays the owners with money available: one at a time, so each has someone to pay.
test.describe.configure({ mode: 'serial' });

const SECTION_LOAD = 30_000;

/**
 * The landlord is paid by bank transfer (the originator set on the site settings), and pays in
 * money so there is something to pay out; another owner pays in too, to be held back.
 */
async function prepare(request: APIRequestContext) {
  const admin = await apiToken(request, DEMO_USERS.admin.email);
  const landlord = await apiToken(request, DEMO_USERS.landlord.email);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (await (await request.get('/api/auth/me', { headers: auth(landlord) })).json()) as {
    user: { id: string };
  };
  const props = (await (
    await request.get('/api/properties', { headers: auth(landlord) })
  ).json()) as { properties: { id: string }[] };
  expect(
    (
      await request.put('/api/admin/nacha-originator', {
        headers: auth(admin),
        data: {
          odfiRouting: '021000021',
          odfiName: 'First Trust Bank',
          companyId: '1234567890',
          companyName: 'Blu Management',
        },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.put(`/api/owners/${me.user.id}/payout-settings`, {
        headers: auth(admin),
        data: {
          method: 'ach',
          routingNumber: '011000015',
          accountNumber: '000987654321',
          accountType: 'checking',
        },
      })
    ).status(),
  ).toBe(200);
  const contributed = await request.post(`/api/owners/${me.user.id}/contributions`, {
    headers: auth(admin),
    data: {
      propertyId: props.properties[0]!.id,
      amountCents: 150_000,
      idempotencyKey: `e2e-${randomUUID()}`,
    },
  });
  expect(contributed.status()).toBe(201);
  return { admin };
}

for (const [width, month] of [
  [1280, '2031-05'],
  [375, '2031-06'],
] as const) {
  test(`the month's payouts: preview, hold one, confirm, download, the owner's statement and e-mail (${width}px)`, async ({
    page,
    request,
    browser,
  }) => {
    const { admin } = await prepare(request);
    await page.setViewportSize({ width, height: 900 });
    await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
    await page.goto('/portal/payouts');
    await expect(page.getByRole('heading', { level: 1, name: 'Owner payouts' })).toBeVisible({
      timeout: SECTION_LOAD,
    });
    // The office records money the landlord sent in; it is available at once.
    const property = page.getByLabel('Property', { exact: true });
    await expect(
      property.locator('option', { hasText: `(${DEMO_USERS.landlord.name})` }).first(),
    ).toBeAttached();
    const options = await property.locator('option').allTextContents();
    await property.selectOption({
      label: options.find((o) => o.includes(`(${DEMO_USERS.landlord.name})`))!,
    });
    await page.getByLabel('Amount received').fill('100.00');
    await page.getByRole('button', { name: 'Record payment in' }).click();
    await expect(
      page.getByText(`$100.00 from ${DEMO_USERS.landlord.name} recorded.`),
    ).toBeVisible();
    await page.getByLabel('Month paid for').fill(month);
    const landlordHold = page.getByRole('checkbox', {
      name: `Hold ${DEMO_USERS.landlord.name} back`,
    });
    await expect(landlordHold).toBeVisible();
    // Hold back one owner other than the landlord, when there is one to pay.
    const holds = page.getByRole('checkbox', { name: /^Hold .* back$/ });
    const count = await holds.count();
    let held: string | null = null;
    for (let i = 0; i < count; i++) {
      const label = (await holds.nth(i).getAttribute('id')) ?? '';
      const name = await page.locator(`label[for="${label}"]`).innerText();
      if (!name.includes(DEMO_USERS.landlord.name)) {
        await holds.nth(i).check();
        held = name.replace(/^Hold /, '').replace(/ back$/, '');
        break;
      }
    }
    await noSidewaysScroll(page);
    await axeClean(page);
    await page.getByRole('button', { name: 'Pay owners' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Pay the owners for ${month}?`)).toBeVisible();
    await axeClean(page);
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText(/owners? paid, /)).toBeVisible();
    const result = page
      .locator('[aria-live="polite"]')
      .filter({ hasText: DEMO_USERS.landlord.name });
    await expect(result.getByText(/ACH [0-9A-F]{8}/)).toBeVisible();
    if (held) await expect(result.getByText(held, { exact: true })).toHaveCount(0);

    const [nacha] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download the NACHA file/ }).click(),
    ]);
    const file = await (await nacha.createReadStream()).toArray();
    const records = Buffer.concat(file).toString('ascii').trimEnd().split('\n');
    expect(records.every((r) => r.length === 94)).toBe(true);
    expect(records.length % 10).toBe(0);
    const checks = page.getByRole('button', { name: /Print the/ });
    if ((await checks.count()) > 0) {
      const [pdf] = await Promise.all([page.waitForEvent('download'), checks.click()]);
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    }
    await noSidewaysScroll(page);
    await axeClean(page);
    await page.screenshot({ path: `test-results/payouts-${width}.png`, fullPage: true });

    // The owner was e-mailed.
    const outbox = (await (
      await request.get('/api/admin/outbox?pageSize=100', {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { items: { to: string; subject: string }[] };
    expect(
      outbox.items.some((e) => e.to === DEMO_USERS.landlord.email && /payout/i.test(e.subject)),
    ).toBe(true);

    // The owner sees the payout on the month's statement.
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const owner = await context.newPage();
    await signInToPortal(owner, DEMO_USERS.landlord.email, DEMO_USERS.landlord.name);
    await owner.goto('/portal/statements/month-to-date');
    await expect(owner.getByRole('heading', { name: 'Your money in trust' })).toBeVisible({
      timeout: SECTION_LOAD,
    });
    await expect(owner.getByText(/Payout: ACH [0-9A-F]{8}/).first()).toBeVisible();
    await expect(owner.getByText('Ending balance')).toBeVisible();
    await noSidewaysScroll(owner);
    await axeClean(owner);
    await context.close();
  });
}

test('the payouts screen and the ACH originator in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/es/portal/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos a propietarios' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(page.getByRole('heading', { name: 'Cuenta de pago' })).toBeVisible();
  await noSidewaysScroll(page);
  await axeClean(page);
  await page.goto('/es/portal/site');
  await expect(page.getByRole('heading', { name: 'Originador ACH' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  // A wrong routing number is refused next to its field.
  await page.getByLabel('Número de ruta del banco').fill('123456789');
  await page.getByLabel('Nombre del banco').fill('Banco');
  await page.getByLabel('ID de empresa ACH').fill('1234567890');
  await page.getByLabel('Nombre de la empresa para ACH').fill('Blu');
  await page.getByRole('button', { name: 'Guardar originador ACH' }).click();
  await expect(page.getByLabel('Número de ruta del banco')).toHaveAttribute('aria-invalid', 'true');
  await noSidewaysScroll(page);
  await axeClean(page);
  await page.screenshot({ path: 'test-results/payouts-es-375.png', fullPage: true });
});
