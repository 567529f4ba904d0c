import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_USERS, signInToPortal } from './support/auth';
import { axeClean, noSidewaysScroll } from './support/page-checks';

const SECTION_LOAD = 30_000;
const SHOTS = '.tmp/shots-tax-forms';
// The demo's payments are dated relative to today: this year's forms have them.
const YEAR = new Date().getFullYear();

test("the office reviews the year's 1099s, downloads the CSV and a recipient's copy (1280px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.getByRole('link', { name: '1099s' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '1099s' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(page).toHaveURL(/\/portal\/tax-forms/);

  // Vendors: the landscaper's one $150.00 check is under the year's threshold.
  const nec = page.getByRole('region', { name: '1099-NEC: vendors' });
  const lawn = nec.getByRole('row', { name: /Palm Grove Landscaping Inc\./ });
  await expect(lawn).toContainText('$150.00', { timeout: SECTION_LOAD });
  await expect(lawn.getByText('Out', { exact: true })).toBeVisible();
  await expect(lawn).toContainText('Under the threshold');

  // Owners: the individual with an id is in; the one without is in and flagged.
  const misc = page.getByRole('region', { name: "1099-MISC: owners' rents (box 1)" });
  const martin = misc.getByRole('row', { name: /Martin Kessler/ });
  await expect(martin).toContainText('***-**-9635');
  await expect(martin.getByText('In', { exact: true })).toBeVisible();
  const grace = misc.getByRole('row', { name: /Grace Whitfield/ });
  await expect(grace).toContainText('Missing');
  await expect(grace).toContainText('the taxpayer id is missing');
  await expect(page.getByText('1 recipient has no taxpayer id on file')).toBeVisible();

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`1099s-${YEAR}.csv`);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text).toContain('1099-MISC,Martin Kessler,individual,***-**-9635,');
  expect(text).toContain('1099-NEC,Palm Grove Landscaping Inc.,');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    martin.getByRole('button', { name: 'Download the 1099 for Martin Kessler' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`1099-misc-${YEAR}-martin-kessler.pdf`);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // An owner's profile: a taxpayer id that is not nine digits is refused at its field.
  await page.getByRole('button', { name: 'Edit the tax profile of Grace Whitfield' }).click();
  const editor = page.getByRole('form', { name: 'Edit the tax profile of Grace Whitfield' });
  await editor.getByLabel('Taxpayer id (SSN or EIN)').fill('12345');
  await editor.getByRole('button', { name: 'Save profile' }).click();
  await expect(editor.getByLabel('Taxpayer id (SSN or EIN)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(editor.getByText('Enter a 9-digit SSN or EIN, e.g. 12-3456789')).toBeVisible();
  await axeClean(page);
  await editor.getByRole('button', { name: 'Cancel' }).click();

  await noSidewaysScroll(page);
  await axeClean(page);
  await page.screenshot({ path: `${SHOTS}/tax-forms-1280.png`, fullPage: true });

  // The year is kept in the address.
  await page.getByLabel('Tax year').selectOption(String(YEAR - 1));
  await expect(page).toHaveURL(new RegExp(`year=${YEAR - 1}`));
  await expect(page.getByText(`Checks issued in ${YEAR - 1}`)).toBeVisible();
});

test('the review in Spanish on a phone (375px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto(`/es/portal/tax-forms?year=${YEAR}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Formularios 1099' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  const misc = page.getByRole('region', { name: '1099-MISC: rentas de propietarios (casilla 1)' });
  await expect(misc.getByRole('row', { name: /Grace Whitfield/ })).toContainText('Falta', {
    timeout: SECTION_LOAD,
  });
  await expect(
    misc.getByRole('row', { name: /Martin Kessler/ }).getByText('Entra', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toBeVisible();
  await noSidewaysScroll(page);
  await axeClean(page);
  await page.screenshot({ path: `${SHOTS}/tax-forms-es-375.png`, fullPage: true });
});
