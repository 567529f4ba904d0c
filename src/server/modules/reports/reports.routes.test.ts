import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { pdfText } from '../../../../tests/support/pdf-text';
import { formatMoney, formatPlainAmount } from '../../../shared/money';
import type { ReportTable } from '../../../shared/schemas/reports';
import { rawRows } from '../../db/raw-rows';
import { companyToday } from '../../lib/company-time';
import { accountBalance, trialBalance } from '../accounting/balances';
import { trustLiabilities } from '../accounting/trust-liabilities';
import { previousMonth } from './owner-ledger';

let server: TestServer;
let admin: string;
let landlord: string;
let landlord2: string;
let resident: string;
let landlordId: string;
let thisMonth: string;
let today: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, landlord, landlord2, resident] = await Promise.all([
    server.signIn('admin@example.com'),
    server.signIn('landlord@example.com'),
    server.signIn('landlord2@example.com'),
    server.signIn('resident@example.com'),
  ]);
  const [me] = await rawRows<{ id: string }>(
    server.database.db,
    sql`select id from users where email = 'landlord@example.com'`,
  );
  landlordId = me!.id;
  today = await companyToday(server.database.db, new Date());
  thisMonth = today.slice(0, 7);
}, 120_000);
afterAll(async () => server?.close());

async function table(path: string, token = admin): Promise<ReportTable> {
  const res = await server.request('GET', path, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ReportTable;
}

async function download(path: string, token = admin) {
  const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

const sumOf = (rows: { cents: number }[]) => rows.reduce((s, r) => s + r.cents, 0);
const moneyAt = (t: ReportTable, key: string, row: ReportTable['rows'][number]) =>
  row.cells[t.columns.findIndex((c) => c.key === key)] as number | null;

describe('trial balance', () => {
  it('lists every account with a balance, the two columns equal, as the books hold them', async () => {
    const t = await table(`/api/reports/trial-balance?asOf=${thisMonth}`);
    const books = await trialBalance(server.database.db, { asOf: thisMonth });
    expect(t.totals.debitCents).toBe(books.totalDebitCents);
    expect(t.totals.debitCents).toBe(t.totals.creditCents);
    expect(t.totals.debitCents).toBeGreaterThan(0);
    const receivable = t.rows.find((r) => r.cells[0] === '1100')!;
    expect(receivable.es?.['1']).toMatch(/Cuentas por cobrar|inquilinos/i);
    expect(t.rows.at(-1)).toMatchObject({ kind: 'total', label: 'total' });
    // Defaults to this month.
    expect((await table('/api/reports/trial-balance')).totals).toEqual(t.totals);
  });

  it('downloads as CSV and PDF with the same totals', async () => {
    const csv = await download(`/api/reports/trial-balance/csv?asOf=${thisMonth}`);
    expect(csv.status).toBe(200);
    expect(csv.disposition).toContain(`trial-balance-${thisMonth}.csv`);
    const lines = new TextDecoder().decode(csv.bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Code,Account,Debit,Credit');
    const { totalDebitCents } = await trialBalance(server.database.db, { asOf: thisMonth });
    const total = formatPlainAmount(totalDebitCents);
    expect(lines.at(-1)).toBe(`Total,,${total},${total}`);

    const pdf = await download(`/api/reports/trial-balance/pdf?asOf=${thisMonth}`);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Trial balance');
    expect(text).toContain(formatMoney(totalDebitCents));
  });

  it('refuses a bad month by name, and landlords and residents', async () => {
    const bad = await server.request('GET', '/api/reports/trial-balance?asOf=2031-13', {
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('asOf');
    for (const token of [landlord, resident]) {
      expect((await server.request('GET', '/api/reports/trial-balance', { token })).status).toBe(
        403,
      );
    }
  });
});

describe('aged receivables', () => {
  it("totals the tenants' receivable of the books, by lease and age, each lease linked", async () => {
    const t = await table(`/api/reports/aged-receivables?asOf=${today}`);
    const receivable = await accountBalance(server.database.db, 'tenant_receivable');
    expect(t.totals.totalCents).toBe(receivable.balanceCents);
    expect(t.totals.totalCents).toBeGreaterThan(0);
    const leases = t.rows.filter((r) => r.kind === 'row');
    expect(leases.length).toBeGreaterThan(0);
    for (const row of leases) {
      expect(row.href).toMatch(/^\/portal\/leases\/[0-9a-f-]{36}$/);
      const buckets = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90', 'credits'];
      const sum = buckets.reduce((s, k) => s + (moneyAt(t, k, row) ?? 0), 0);
      expect(moneyAt(t, 'total', row)).toBe(sum);
      // Per lease, the books agree too.
      const leaseId = row.href!.split('/').at(-1)!;
      const books = await accountBalance(server.database.db, 'tenant_receivable', { leaseId });
      expect(sum).toBe(books.balanceCents);
    }
  });

  it('ages as of a past day as the books stood then', async () => {
    const month = previousMonth(thisMonth);
    const [lastDay] = await rawRows<{ day: string }>(
      server.database.db,
      sql`select ((${month + '-01'}::date + interval '1 month') - interval '1 day')::date::text as day`,
    );
    const t = await table(`/api/reports/aged-receivables?asOf=${lastDay!.day}`);
    const books = await accountBalance(server.database.db, 'tenant_receivable', { asOf: month });
    expect(t.totals.totalCents).toBe(books.balanceCents);
  });

  it('narrows to an owner, and is the office’s only', async () => {
    const mine = await table(`/api/reports/aged-receivables?ownerId=${landlordId}`);
    const all = await table('/api/reports/aged-receivables');
    expect(mine.totals.totalCents).toBeLessThanOrEqual(all.totals.totalCents!);
    const csv = await download('/api/reports/aged-receivables/csv');
    expect(new TextDecoder().decode(csv.bytes)).toMatch(/^Property,Unit,Tenant,Current,1-30 days/);
    expect(
      (await server.request('GET', '/api/reports/aged-receivables', { token: landlord })).status,
    ).toBe(403);
    for (const asOf of ['tomorrow', '2031-02-30', '0000-01-01']) {
      const bad = await server.request('GET', `/api/reports/aged-receivables?asOf=${asOf}`, {
        token: admin,
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('asOf');
    }
    const year0 = await server.request('GET', '/api/reports/trial-balance?asOf=0000-01', {
      token: admin,
    });
    expect(year0.status).toBe(400);
  });
});

describe('owner ledger', () => {
  it('closes on what the trust owes the owner, the movements adding up from the opening', async () => {
    const from = `${Number(thisMonth.slice(0, 4)) - 1}${thisMonth.slice(4)}`;
    const t = await table(
      `/api/reports/owners/${landlordId}/ledger?from=${from}&to=${thisMonth}`,
      landlord,
    );
    const { owners } = await trustLiabilities(server.database.db, thisMonth);
    const owed = owners.find((o) => o.ownerId === landlordId)?.cents ?? 0;
    expect(owed).not.toBe(0);
    expect(t.totals.closingCents).toBe(owed);
    expect(
      t.totals.openingCents! + t.totals.movementsCents! + t.totals.unpaidDepositsChangeCents!,
    ).toBe(t.totals.closingCents);
    expect(t.rows.filter((r) => r.kind === 'row').length).toBeGreaterThan(5);
    // The running balance ends on the closing balance.
    const last = t.rows.filter((r) => r.kind === 'row').at(-1)!;
    expect(moneyAt(t, 'balance', last)).toBe(owed);
    expect(t.subject).toBeTruthy();

    // From the first month: the opening is nothing.
    const whole = await table(
      `/api/reports/owners/${landlordId}/ledger?from=2000-01&to=${thisMonth}`,
    );
    expect(whole.totals.openingCents).toBe(0);
    expect(whole.totals.closingCents).toBe(owed);
  });

  it("is the owner's and the office's only, and says which field is wrong", async () => {
    expect(
      (
        await server.request('GET', `/api/reports/owners/${landlordId}/ledger`, {
          token: landlord2,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.request('GET', `/api/reports/owners/${landlordId}/ledger/pdf`, {
          token: landlord2,
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.request('GET', `/api/reports/owners/${landlordId}/ledger`, { token: resident }))
        .status,
    ).toBe(403);
    expect(
      (await server.request('GET', `/api/reports/owners/${landlordId}/ledger`, { token: admin }))
        .status,
    ).toBe(200);
    const backwards = await server.request(
      'GET',
      `/api/reports/owners/${landlordId}/ledger?from=2031-05&to=2031-04`,
      { token: landlord },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toHaveProperty('from');
    const owners = await server.request('GET', '/api/reports/owners', { token: landlord });
    expect(owners.body.owners).toEqual([{ id: landlordId, name: expect.any(String) }]);
    const all = await server.request('GET', '/api/reports/owners', { token: admin });
    expect(all.body.owners.length).toBeGreaterThan(1);
  });

  it('downloads as PDF and CSV for the owner', async () => {
    const pdf = await download(`/api/reports/owners/${landlordId}/ledger/pdf`, landlord);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toMatch(/filename="owner-ledger-\d{4}-\d{2}-.+\.pdf"/);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Owner ledger');
    expect(text).toContain('Closing balance');
    const csv = await download(`/api/reports/owners/${landlordId}/ledger/csv`, landlord);
    const lines = new TextDecoder().decode(csv.bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Description,Income,Expenses,Owner funds,Receivable,Change,Balance');
    expect(lines[1]).toMatch(/^Opening balance,/);
    expect(lines.at(-1)).toMatch(/^Closing balance,/);
  });
});

describe('deposit register', () => {
  it('holds what the trust owes tenants for deposits, and says where', async () => {
    const t = await table(`/api/reports/deposit-register?asOf=${thisMonth}`);
    const { deposits } = await trustLiabilities(server.database.db, thisMonth);
    expect(t.totals.heldCents).toBe(sumOf(deposits));
    expect(t.totals.heldCents).toBeGreaterThan(0);
    // Deposits held on the books, less those charged and not paid yet.
    const held = await accountBalance(server.database.db, 'security_deposits_held', {
      asOf: thisMonth,
    });
    expect(t.totals.chargedCents).toBe(held.balanceCents);
    expect(t.totals.chargedCents! - t.totals.unpaidCents!).toBe(t.totals.heldCents);
    const [escrow] = await rawRows<{ name: string }>(
      server.database.db,
      sql`select name from bank_accounts where kind = 'deposit_escrow' and is_default`,
    );
    const bank = t.columns.findIndex((c) => c.key === 'bankAccount');
    const rows = t.rows.filter((r) => r.kind === 'row');
    expect(rows.every((r) => String(r.cells[bank]).startsWith(escrow!.name))).toBe(true);
    const since = t.columns.findIndex((c) => c.key === 'since');
    expect(rows.some((r) => /^\d{4}-\d{2}-\d{2}$/.test(String(r.cells[since])))).toBe(true);
    expect(
      (await server.request('GET', '/api/reports/deposit-register', { token: landlord })).status,
    ).toBe(403);
  });
});

describe('income statement', () => {
  it("totals the income and expense accounts' activity over the range, as the trial balance does", async () => {
    const from = `${Number(thisMonth.slice(0, 4)) - 1}${thisMonth.slice(4)}`;
    const t = await table(`/api/reports/income-statement?from=${from}&to=${thisMonth}`);
    const trial = await trialBalance(server.database.db, { from, asOf: thisMonth });
    const of = (type: string) =>
      trial.rows.filter((r) => r.type === type).reduce((s, r) => s + r.balanceCents, 0);
    expect(t.totals.incomeCents).toBe(of('income'));
    expect(t.totals.expensesCents).toBe(of('expense'));
    expect(t.totals.netCents).toBe(of('income') - of('expense'));
    expect(t.totals.incomeCents).toBeGreaterThan(0);
  });

  it("is an owner's own: their lines on the owners' accounts, and no one else's", async () => {
    const t = await table(`/api/reports/owners/${landlordId}/income-statement`, landlord);
    const rent = await accountBalance(server.database.db, 'rent_income', {
      ownerId: landlordId,
      from: thisMonth,
      asOf: thisMonth,
    });
    const row = t.rows.find((r) => r.cells[0] === '4010');
    expect(row?.cells[2] ?? 0).toBe(rent.balanceCents);
    expect(t.rows.every((r) => r.cells[0] === null || /^(40|5)/.test(String(r.cells[0])))).toBe(
      true,
    );
    expect(
      (
        await server.request('GET', `/api/reports/owners/${landlordId}/income-statement`, {
          token: landlord2,
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.request('GET', '/api/reports/income-statement', { token: landlord })).status,
    ).toBe(403);
    const pdf = await download(`/api/reports/owners/${landlordId}/income-statement/pdf`, landlord);
    expect(await pdfText(pdf.bytes)).toContain('Net income');
  });
});

async function idsOf(email: string) {
  const [user] = await rawRows<{ id: string }>(
    server.database.db,
    sql`select id from users where email = ${email}`,
  );
  const owned = await rawRows<{ id: string }>(
    server.database.db,
    sql`select id from properties where owner_id = ${user!.id} order by name`,
  );
  return { ownerId: user!.id, propertyIds: owned.map((p) => p.id) };
}

async function accountId(code: string) {
  const res = await server.request('GET', '/api/reports/accounts', { token: admin });
  expect(res.status).toBe(200);
  return (res.body.accounts as { id: string; code: string }[]).find((a) => a.code === code)!.id;
}

async function refused(path: string, token: string, status: number, field?: string) {
  const res = await server.request('GET', path, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(status);
  if (field) expect(res.body.fields, path).toHaveProperty(field);
}

const NO_SUCH = '00000000-0000-4000-8000-000000000000';

describe('general ledger', () => {
  it('opens on the period balance, runs line by line, and closes on the trial balance', async () => {
    const cash = await accountId('1010');
    const from = previousMonth(previousMonth(thisMonth));
    const t = await table(
      `/api/reports/general-ledger?accountId=${cash}&from=${from}&to=${thisMonth}`,
    );
    const opening = await accountBalance(server.database.db, 'trust_cash', {
      asOf: previousMonth(from),
    });
    const closing = await accountBalance(server.database.db, 'trust_cash', { asOf: thisMonth });
    expect(t.totals.openingCents).toBe(opening.balanceCents);
    expect(t.totals.closingCents).toBe(closing.balanceCents);
    expect(t.totals.openingCents! + t.totals.debitCents! - t.totals.creditCents!).toBe(
      t.totals.closingCents,
    );
    const lines = t.rows.filter((r) => r.kind === 'row');
    expect(lines.length).toBeGreaterThan(3);
    expect(moneyAt(t, 'balance', lines.at(-1)!)).toBe(closing.balanceCents);
    expect(t.subject).toMatch(/^1010 /);

    // Narrowed to a property: that property's lines, opening and closing.
    const { propertyIds } = await idsOf('landlord@example.com');
    const one = await table(
      `/api/reports/general-ledger?accountId=${cash}&from=${from}&to=${thisMonth}&propertyId=${propertyIds[0]}`,
    );
    const mine = await accountBalance(server.database.db, 'trust_cash', {
      asOf: thisMonth,
      propertyId: propertyIds[0],
    });
    expect(one.totals.closingCents).toBe(mine.balanceCents);
    expect(one.rows.length).toBeLessThanOrEqual(t.rows.length);
  });

  it('downloads as CSV and PDF', async () => {
    const cash = await accountId('1010');
    const csv = await download(`/api/reports/general-ledger/csv?accountId=${cash}`);
    expect(csv.status).toBe(200);
    expect(csv.disposition).toContain(`general-ledger-1010-${thisMonth}`);
    const lines = new TextDecoder().decode(csv.bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Description,Property,Lease,Debit,Credit,Balance');
    expect(lines[1]).toMatch(/^Opening balance,/);
    expect(lines.at(-1)).toMatch(/^Closing balance,/);
    const pdf = await download(`/api/reports/general-ledger/pdf?accountId=${cash}`);
    expect(pdf.type).toBe('application/pdf');
    expect(await pdfText(pdf.bytes)).toContain('General ledger');
  });

  it('names the field of a bad account, month, range or property, and is the office’s only', async () => {
    const cash = await accountId('1010');
    const base = `/api/reports/general-ledger?accountId=${cash}`;
    await refused('/api/reports/general-ledger', admin, 400, 'accountId');
    await refused('/api/reports/general-ledger?accountId=nope', admin, 400, 'accountId');
    await refused(`/api/reports/general-ledger?accountId=${NO_SUCH}`, admin, 400, 'accountId');
    await refused(`${base}&from=2031-13`, admin, 400, 'from');
    await refused(`${base}&from=2031-05&to=2031-04`, admin, 400, 'from');
    await refused(`${base}&from=2030-01&to=2031-01`, admin, 400, 'from');
    await refused(`${base}&propertyId=${NO_SUCH}`, admin, 400, 'propertyId');
    await refused(`${base}&propertyId=x`, admin, 400, 'propertyId');
    await refused(base, landlord, 403);
    await refused(base, resident, 403);
    // Twelve months is the most a page covers.
    expect(
      (await server.request('GET', `${base}&from=2030-02&to=2031-01`, { token: admin })).status,
    ).toBe(200);
  });
});

describe('balance sheet', () => {
  it('balances: assets are liabilities and equity, each the trial balance’s accounts', async () => {
    const t = await table(`/api/reports/balance-sheet?asOf=${thisMonth}`);
    const trial = await trialBalance(server.database.db, { asOf: thisMonth });
    const of = (type: string) =>
      trial.rows.filter((r) => r.type === type).reduce((s, r) => s + r.balanceCents, 0);
    expect(t.totals.assetsCents).toBe(of('asset'));
    expect(t.totals.assetsCents).toBeGreaterThan(0);
    expect(t.totals.assetsCents).toBe(t.totals.liabilitiesAndEquityCents);
    expect(t.totals.liabilitiesCents! + t.totals.equityCents!).toBe(t.totals.assetsCents);
    expect(t.totals.ownersNetIncomeCents! + t.totals.companyNetIncomeCents!).toBe(
      of('income') - of('expense'),
    );
    expect(t.rows.map((r) => r.label).filter(Boolean)).toEqual([
      'assets',
      'totalAssets',
      'liabilities',
      'ownersNetIncome',
      'totalLiabilities',
      'equity',
      'companyNetIncome',
      'totalEquity',
      'totalLiabilitiesAndEquity',
    ]);
    // An earlier month balances too.
    const before = await table(`/api/reports/balance-sheet?asOf=${previousMonth(thisMonth)}`);
    expect(before.totals.assetsCents).toBe(before.totals.liabilitiesAndEquityCents);
    const csv = await download(`/api/reports/balance-sheet/csv?asOf=${thisMonth}`);
    const lines = new TextDecoder().decode(csv.bytes).trimEnd().split('\r\n');
    expect(lines.at(-1)).toBe(
      `Total liabilities and equity,,${formatPlainAmount(t.totals.assetsCents!)}`,
    );
    const pdf = await download(`/api/reports/balance-sheet/pdf`);
    expect(await pdfText(pdf.bytes)).toContain('Total assets');
    await refused('/api/reports/balance-sheet?asOf=2031-00', admin, 400, 'asOf');
    await refused('/api/reports/balance-sheet', landlord, 403);
  });

  it("trust: each owner's and property's cash against what is owed, the trial balance's in all", async () => {
    const t = await table(`/api/reports/trust-balance-sheet?asOf=${thisMonth}`);
    const trial = await trialBalance(server.database.db, { asOf: thisMonth });
    const bal = (code: string) => trial.rows.find((r) => r.code === code)!.balanceCents;
    expect(t.totals.trustCashCents).toBe(bal('1010') + bal('1020'));
    const owed = await trustLiabilities(server.database.db, thisMonth);
    expect(t.totals.ownerFundsCents).toBe(sumOf(owed.owners));
    expect(t.totals.depositsCents).toBe(sumOf(owed.deposits));
    expect(t.totals.prepaidCents).toBe(sumOf(owed.prepaid));
    expect(t.totals.payablesCents).toBe(sumOf(owed.payables));
    expect(t.totals.trustCashCents! - t.totals.owedCents!).toBe(t.totals.differenceCents);

    // An owner's own: their rows only, adding up to what the trust owes them.
    const me = await idsOf('landlord@example.com');
    const mine = await table(`/api/reports/owners/${landlordId}/trust-balance-sheet`, landlord);
    expect(mine.totals.ownerFundsCents).toBe(
      owed.owners.find((o) => o.ownerId === landlordId)?.cents ?? 0,
    );
    for (const row of mine.rows.filter((r) => r.kind === 'row')) {
      expect(me.propertyIds).toContain(row.links!['1']!.split('/').at(-1));
    }
    const narrowed = await table(`/api/reports/trust-balance-sheet?ownerId=${landlordId}`);
    expect(narrowed.totals).toEqual(mine.totals);
    await refused(`/api/reports/owners/${landlordId}/trust-balance-sheet`, landlord2, 404);
    await refused(`/api/reports/owners/${landlordId}/trust-balance-sheet/csv`, landlord2, 404);
    const other = await idsOf('landlord2@example.com');
    await refused(
      `/api/reports/owners/${landlordId}/trust-balance-sheet?propertyId=${other.propertyIds[0]}`,
      landlord,
      404,
    );
    await refused('/api/reports/trust-balance-sheet', landlord, 403);
    await refused(`/api/reports/trust-balance-sheet?ownerId=${NO_SUCH}`, admin, 400, 'ownerId');
    const pdf = await download(
      `/api/reports/owners/${landlordId}/trust-balance-sheet/pdf`,
      landlord,
    );
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain('Trust balance sheet');
  });
});

describe('rent roll', () => {
  it('lists every unit, vacant ones too, and its balance due is the receivable (1100)', async () => {
    const t = await table(`/api/reports/rent-roll?asOf=${today}`);
    const [units] = await rawRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from units u join properties p on p.id = u.property_id
          where u.archived_at is null and p.archived_at is null`,
    );
    expect(t.totals.unitsCount).toBe(units!.n);
    expect(t.totals.vacantCount).toBeGreaterThan(0);
    expect(t.totals.occupiedCount).toBeGreaterThan(0);
    const receivable = await accountBalance(server.database.db, 'tenant_receivable');
    expect(t.totals.balanceDueCents).toBe(receivable.balanceCents);
    const aged = await table(`/api/reports/aged-receivables?asOf=${today}`);
    expect(t.totals.balanceDueCents).toBe(aged.totals.totalCents);
    const { deposits } = await trustLiabilities(server.database.db, thisMonth);
    expect(t.totals.depositsHeldCents).toBe(sumOf(deposits));
    const status = t.columns.findIndex((c) => c.key === 'status');
    expect(
      t.rows.some((r) => r.cells[status] === 'Vacant' && r.es?.[String(status)] === 'Vacante'),
    ).toBe(true);
    const leased = t.rows.find((r) => r.links?.['3']);
    expect(leased?.links?.['3']).toMatch(/^\/portal\/leases\/[0-9a-f-]{36}$/);
    const csv = await download(`/api/reports/rent-roll/csv?asOf=${today}`);
    expect(new TextDecoder().decode(csv.bytes)).toMatch(
      /^Property,Unit,Status,Tenant,Lease start,Lease end,Monthly rent,Deposit held,Balance due/,
    );
    const pdf = await download('/api/reports/rent-roll/pdf');
    expect(await pdfText(pdf.bytes)).toContain('Rent roll');
  });

  it("is a landlord's own properties only, whatever they ask", async () => {
    const me = await idsOf('landlord@example.com');
    const other = await idsOf('landlord2@example.com');
    const mine = await table('/api/reports/rent-roll', landlord);
    const shown = new Set(mine.rows.filter((r) => r.href).map((r) => r.href!.split('/').at(-1)));
    expect(shown.size).toBeGreaterThan(0);
    for (const id of shown) expect(me.propertyIds).toContain(id);
    const text = JSON.stringify(mine);
    for (const id of other.propertyIds) expect(text).not.toContain(id);
    // The office's, narrowed to the owner, is the same.
    const narrowed = await table(`/api/reports/rent-roll?ownerId=${landlordId}`);
    expect(narrowed.totals).toEqual(mine.totals);
    const one = await table(`/api/reports/rent-roll?propertyId=${me.propertyIds[0]}`, landlord);
    expect(one.rows.filter((r) => r.href).every((r) => r.href!.endsWith(me.propertyIds[0]!))).toBe(
      true,
    );
    // Its CSV and PDF name properties, not ids: none of another owner's.
    const [theirs] = await rawRows<{ name: string }>(
      server.database.db,
      sql`select name from properties where id = ${other.propertyIds[0]!}`,
    );
    expect(JSON.stringify(await table('/api/reports/rent-roll', admin))).toContain(theirs!.name);
    for (const format of ['csv', 'pdf']) {
      const file = await download(`/api/reports/rent-roll/${format}`, landlord);
      expect(file.status).toBe(200);
      const text =
        format === 'csv' ? new TextDecoder().decode(file.bytes) : await pdfText(file.bytes);
      expect(text).not.toContain(theirs!.name);
    }
    await refused(`/api/reports/rent-roll?propertyId=${other.propertyIds[0]}`, landlord, 404);
    await refused(`/api/reports/rent-roll/csv?propertyId=${other.propertyIds[0]}`, landlord, 404);
    await refused(`/api/reports/rent-roll?ownerId=${other.ownerId}`, landlord, 404);
    await refused('/api/reports/rent-roll', resident, 403);
    await refused('/api/reports/rent-roll?asOf=2031-02-30', admin, 400, 'asOf');
    await refused(`/api/reports/rent-roll?propertyId=${NO_SUCH}`, admin, 400, 'propertyId');
    await refused(`/api/reports/rent-roll?ownerId=${NO_SUCH}`, admin, 400, 'ownerId');
    // The properties a report can be narrowed to: the landlord's own.
    const list = await server.request('GET', '/api/reports/properties', { token: landlord });
    expect((list.body.properties as { id: string }[]).map((p) => p.id).sort()).toEqual(
      [...me.propertyIds].sort(),
    );
  });
});

describe('property filters on the existing reports', () => {
  it('narrow the income statement and aged receivables, and name a bad property', async () => {
    const me = await idsOf('landlord@example.com');
    const property = me.propertyIds[0]!;
    const income = await table(`/api/reports/income-statement?propertyId=${property}`);
    const rent = await accountBalance(server.database.db, 'rent_income', {
      propertyId: property,
      from: thisMonth,
      asOf: thisMonth,
    });
    expect(income.rows.find((r) => r.cells[0] === '4010')?.cells[2] ?? 0).toBe(rent.balanceCents);
    const aged = await table(`/api/reports/aged-receivables?asOf=${today}&propertyId=${property}`);
    const books = await accountBalance(server.database.db, 'tenant_receivable', {
      propertyId: property,
    });
    expect(aged.totals.totalCents).toBe(books.balanceCents);
    for (const report of ['income-statement', 'aged-receivables', 'deposit-register']) {
      await refused(`/api/reports/${report}?propertyId=${NO_SUCH}`, admin, 400, 'propertyId');
    }
    const other = await idsOf('landlord2@example.com');
    await refused(
      `/api/reports/owners/${landlordId}/income-statement?propertyId=${other.propertyIds[0]}`,
      landlord,
      404,
    );
  });
});

describe('every report ties to the trial balance (the demo books)', () => {
  it('aged receivables, deposits and owners’ funds are the accounts’ balances', async () => {
    const trial = await table(`/api/reports/trial-balance?asOf=${thisMonth}`);
    // The trial balance's receivable line is the aged receivables' total.
    const receivableRow = trial.rows.find((r) => r.cells[0] === '1100')!;
    const aged = await table(`/api/reports/aged-receivables?asOf=${today}`);
    expect(aged.totals.totalCents).toBe(receivableRow.cells[2]);
    // Deposits held on the books less deposits charged and unpaid is the register's total.
    const depositsRow = trial.rows.find((r) => r.cells[0] === '2010')!;
    const register = await table(`/api/reports/deposit-register?asOf=${thisMonth}`);
    expect(register.totals.chargedCents).toBe(depositsRow.cells[3]);
    expect(register.totals.heldCents).toBe(
      (depositsRow.cells[3] as number) - register.totals.unpaidCents!,
    );
    // Every owner's ledger closes on their share of the trust: the owners' closings add up to
    // owner funds, owner income less expenses, less receivables not yet collected (deposits aside).
    const owners = (await server.request('GET', '/api/reports/owners', { token: admin })).body
      .owners as { id: string }[];
    let closings = 0;
    for (const owner of owners) {
      const ledger = await table(`/api/reports/owners/${owner.id}/ledger?to=${thisMonth}`);
      closings += ledger.totals.closingCents!;
    }
    const { owners: owed } = await trustLiabilities(server.database.db, thisMonth);
    expect(closings).toBe(sumOf(owed));
  });

  it('the balance sheet, general ledger, trust balance sheet and rent roll are its figures', async () => {
    const trial = await table(`/api/reports/trial-balance?asOf=${thisMonth}`);
    const net = (code: string) => {
      const row = trial.rows.find((r) => r.cells[0] === code);
      return ((row?.cells[2] as number) ?? 0) - ((row?.cells[3] as number) ?? 0);
    };
    // Balance sheet: assets = liabilities + equity, the debit-side accounts the trial balance's.
    const sheet = await table(`/api/reports/balance-sheet?asOf=${thisMonth}`);
    expect(sheet.totals.assetsCents).toBe(sheet.totals.liabilitiesAndEquityCents);
    const assets = trial.rows.filter((r) => String(r.cells[0]).startsWith('1'));
    expect(sheet.totals.assetsCents).toBe(assets.reduce((s, r) => s + net(String(r.cells[0])), 0));
    // General ledger from the first month: each account's closing is its trial-balance line.
    const accounts = (await server.request('GET', '/api/reports/accounts', { token: admin })).body
      .accounts as { id: string; code: string }[];
    // Twelve months, the most a page covers; the closing is the period balances' either way.
    let from = thisMonth;
    for (let i = 0; i < 11; i++) from = previousMonth(from);
    for (const account of accounts.filter((a) => trial.rows.some((r) => r.cells[0] === a.code))) {
      const gl = await table(
        `/api/reports/general-ledger?accountId=${account.id}&from=${from}&to=${thisMonth}`,
      );
      const debitNormal = /^[156]/.test(account.code);
      const moved = gl.totals.debitCents! - gl.totals.creditCents!;
      expect(gl.totals.openingCents! + (debitNormal ? moved : -moved), account.code).toBe(
        gl.totals.closingCents,
      );
      expect(gl.totals.closingCents, account.code).toBe(
        debitNormal ? net(account.code) : -net(account.code),
      );
    }
    // Trust balance sheet: trust cash is 1010 + 1020.
    const trust = await table(`/api/reports/trust-balance-sheet?asOf=${thisMonth}`);
    expect(trust.totals.trustCashCents).toBe(net('1010') + net('1020'));
    // Rent roll on the month's last day so far: balance due is the receivable 1100.
    const roll = await table(`/api/reports/rent-roll?asOf=${today}`);
    expect(roll.totals.balanceDueCents).toBe(net('1100'));
  });
});
