import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatPlainAmount } from '../../src/shared/money';
import { apiToken, DEMO_USERS, signIn } from './support/auth';
import { noSidewaysScroll } from './support/page-checks';

/** The portal section's first load: its chunk and translations, slow on a loaded machine. */
const SECTION_LOAD = 30_000;

interface BookItem {
  journalLineId: string;
  date: string;
  cents: number;
  number: string;
  memo: string;
}
interface BankItem {
  statementLineId: string;
  date: string;
  cents: number;
  description: string;
  reference: string;
  how: string | null;
}
interface Recon {
  statementEndingCents: number | null;
  bookBalanceCents: number;
  depositsInTransit: BookItem[];
  outstandingPayments: BookItem[];
  statementLines: BankItem[];
}

async function api(request: APIRequestContext) {
  const token = await apiToken(request, DEMO_USERS.admin.email);
  const headers = { authorization: `Bearer ${token}` };
  const accounts = (await (await request.get('/api/banking/accounts', { headers })).json()) as {
    id: string;
    kind: string;
    lastEndedMonth: string;
  }[];
  const trust = accounts.find((a) => a.kind === 'operating_trust')!;
  const recon = async (month: string) =>
    (await (
      await request.get(`/api/banking/accounts/${trust.id}/reconciliations/${month}`, { headers })
    ).json()) as Recon;
  return { headers, trust, recon };
}

const previousMonth = (month: string) => {
  const at = new Date(`${month}-01T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - 1);
  return at.toISOString().slice(0, 7);
};

const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The bank's CSV, in the columns the demo bank account remembers, with a running balance. */
function bankCsv(
  opening: number,
  lines: { date: string; cents: number; description: string; reference: string }[],
) {
  let balance = opening;
  const rows = ['Posting Date,Description,Debit,Credit,Reference,Balance'];
  for (const line of lines) {
    balance += line.cents;
    rows.push(
      [
        usDate(line.date),
        quote(line.description),
        line.cents < 0 ? formatPlainAmount(-line.cents) : '',
        line.cents > 0 ? formatPlainAmount(line.cents) : '',
        quote(line.reference),
        formatPlainAmount(balance),
      ].join(','),
    );
  }
  return rows.join('\r\n') + '\r\n';
}

async function expectNoA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('a bookkeeper imports last month’s statement, matches the rest by hand and signs (English, 1280 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { trust, recon } = await api(request);
  const month = trust.lastEndedMonth;
  const before = await recon(month);
  expect(before.statementEndingCents).toBeNull();
  const opening = (await recon(previousMonth(month))).statementEndingCents!;
  const book = [...before.depositsInTransit, ...before.outstandingPayments]
    .filter((item) => item.date.startsWith(month))
    .sort((a, b) => a.date.localeCompare(b.date));
  expect(book.length).toBeGreaterThan(1);
  // The bank cleared one deposit a week late: too far for the matcher, matched by hand.
  const count = (cents: number) => book.filter((item) => item.cents === cents).length;
  const late = book.find((item) => count(item.cents) === 1 && Number(item.date.slice(8)) <= 20)!;
  expect(late, 'a line of a unique amount early in the month').toBeTruthy();
  const lateDay = `${month}-${String(Number(late.date.slice(8)) + 7).padStart(2, '0')}`;
  const lines = book
    .map((item) => ({
      date: item === late ? lateDay : item.date,
      cents: item.cents,
      description: `DEPOSIT ${item.memo}`,
      reference: item.number,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));

  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/, { timeout: SECTION_LOAD });
  await page.getByRole('link', { name: 'Bank reconciliation' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank reconciliation' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(page.getByText('No ending balance for this month yet')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('Statement file').setInputFiles({
    name: `seacoast-${month}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(bankCsv(opening, lines)),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByText(`${lines.length} new lines, 0 already imported, ${lines.length - 1} matched`),
  ).toBeVisible();

  const unmatched = page
    .getByRole('listitem')
    .filter({ hasText: lateDay.slice(8).replace(/^0/, '') })
    .filter({
      has: page.getByLabel('Book line of the same amount'),
    });
  await unmatched.getByLabel('Book line of the same amount').selectOption(late.journalLineId);
  await unmatched.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(page.getByText('Difference, bank and books: $0.00')).toBeVisible();
  await expect(page.getByText('nothing to explain')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: '.tmp/shots-reconciliation/en-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Sign the reconciliation' }).click();
  await expect(page.getByText(`Signed by ${DEMO_USERS.admin.name}`)).toBeVisible();
  await expect(page.getByText('This month is locked for this bank account.')).toBeVisible();
  await noSidewaysScroll(page, 'reconciliation at 1280px');
});

test('la misma conciliación en español, a 375 px: importar, conciliar a mano y firmar', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const { headers, trust, recon } = await api(request);
  // The month before last, imported by the seed; one line the matcher paired is unpaired.
  const month = previousMonth(trust.lastEndedMonth);
  const before = await recon(month);
  const undone = before.statementLines.find((line) => line.how === 'auto')!;
  const res = await request.delete(
    `/api/banking/accounts/${trust.id}/matches/${undone.statementLineId}`,
    { headers },
  );
  expect(res.status()).toBe(204);
  const opening =
    before.statementEndingCents! - before.statementLines.reduce((s, l) => s + l.cents, 0);

  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/, { timeout: SECTION_LOAD });
  await page.goto(`/es/portal/banking?account=${trust.id}&month=${month}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conciliación bancaria' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  // The bank's file for the month again: every line is already in, nothing is added twice.
  await page.getByLabel('Archivo del estado de cuenta').setInputFiles({
    name: `seacoast-${month}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(bankCsv(opening, before.statementLines)),
  });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(
    page.getByText(`0 líneas nuevas, ${before.statementLines.length} ya importadas, 0 conciliadas`),
  ).toBeVisible();
  await expect(page.getByText(/Diferencia, banco y libros: -?\$/)).not.toHaveText(/\$0\.00/);
  await expectNoA11yViolations(page);

  const select = page.getByLabel('Línea de los libros por el mismo importe');
  await expect(select).toHaveCount(1);
  await select.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Conciliar', exact: true }).click();
  await expect(page.getByText('Diferencia, banco y libros: $0.00')).toBeVisible();
  await expect(page.getByText('nada que explicar')).toBeVisible();
  await noSidewaysScroll(page, 'conciliación a 375px');
  await page.screenshot({ path: '.tmp/shots-reconciliation/es-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Firmar la conciliación' }).click();
  await expect(page.getByText(`Firmada por ${DEMO_USERS.admin.name}`)).toBeVisible();
  await expectNoA11yViolations(page);
});
