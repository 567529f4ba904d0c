import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useSignedIn, useTestServer } from '../../../../tests/support/api';
import { assertBooksAgree } from '../../../../tests/support/books-agree';
import { rawRows } from '../../db/raw-rows';
import { auditLog, bills, properties, users, vendors, workOrders } from '../../db/tables';
import { createRecurringBills } from './recurring-bills';
import { taxIdKeyProblem } from './vendors.service';
import { demoTaxIdKey, taxIdKey } from '../../lib/tax-id';
import type { AppContext } from '../../context';

// Seeding the demo's books is slow on a busy machine.
vi.setConfig({ hookTimeout: 400_000, testTimeout: 200_000 });

const server = useTestServer();
const tokens = useSignedIn(server, 'admin', 'landlord', 'landlord2', 'mt');

const as = (who: keyof typeof tokens, method: string, path: string, body?: unknown) =>
  server.request(method, path, { token: tokens[who], body });

async function options() {
  const res = await as('admin', 'GET', '/api/bill-options');
  expect(res.status).toBe(200);
  return res.body;
}

async function ownerProperty(email: string) {
  const [row] = await server.database.db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(users.email, email))
    .orderBy(properties.name)
    .limit(1);
  return row!;
}

async function newBill(over: Record<string, unknown> = {}, cents = 12_300) {
  const opts = await options();
  const property = await ownerProperty('landlord@example.com');
  const repairs = opts.accounts.find((a: any) => a.code === '5100');
  const res = await as('admin', 'POST', '/api/bills', {
    vendorId: opts.vendors[0].id,
    propertyId: property.id,
    invoiceNumber: `T-${randomUUID().slice(0, 8)}`,
    invoiceDate: '2026-11-01',
    dueDate: '2026-11-30',
    lines: [{ accountId: repairs.id, description: 'Valve', amountCents: cents }],
    ...over,
  });
  return res;
}

describe('vendors', () => {
  it('stores the taxpayer id encrypted, answers it masked, and audits each reveal', async () => {
    const created = await as('admin', 'POST', '/api/vendors', {
      legalName: 'Test Roofing LLC',
      trade: 'Roofing',
      w9EntityType: 'llc',
      taxId: '987-65-4321',
      eligible1099: true,
      defaultExpenseAccountId: null,
      insuranceExpiresOn: '2020-01-01',
      paymentMethod: 'check',
    });
    expect(created.status).toBe(201);
    expect(created.body.taxIdMasked).toBe('***-**-4321');
    expect(created.body.insuranceExpired).toBe(true);
    expect(JSON.stringify(created.body)).not.toContain('987');
    const [raw] = await rawRows<{ tax_id_encrypted: string }>(
      server.database.db,
      sql`select tax_id_encrypted from vendors where id = ${created.body.id}`,
    );
    expect(raw!.tax_id_encrypted).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(raw!.tax_id_encrypted).not.toContain('987654321');
    expect(raw!.tax_id_encrypted).not.toContain('4321');
    const list = await as('admin', 'GET', '/api/vendors');
    expect(JSON.stringify(list.body)).not.toContain('987654321');

    const revealed = await as('admin', 'POST', `/api/vendors/${created.body.id}/tax-id/reveal`);
    expect(revealed.status).toBe(200);
    expect(revealed.body.taxId).toBe('987-65-4321');
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'vendor.tax-id.reveal'),
          eq(auditLog.target, `vendor:${created.body.id}`),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain('987');

    // Left out, the stored id stays; the form's errors name their field.
    const kept = await as('admin', 'PUT', `/api/vendors/${created.body.id}`, {
      ...created.body,
      technicianIds: [],
      taxId: undefined,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.taxIdMasked).toBe('***-**-4321');
    const bad = await as('admin', 'POST', '/api/vendors', {
      legalName: 'X',
      taxId: '12345',
      w9EntityType: null,
      defaultExpenseAccountId: null,
      insuranceExpiresOn: null,
      paymentMethod: 'check',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.taxId).toBeTruthy();
    expect((await as('landlord', 'GET', '/api/vendors')).status).toBe(403);
    expect((await as('mt', 'GET', '/api/vendors')).status).toBe(403);
  });
});

describe('start-up and the taxpayer id key', () => {
  it('refuses a missing or another key once a vendor has a stored id, and takes the right one', async () => {
    const check = (key: ReturnType<typeof taxIdKey> | null) =>
      taxIdKeyProblem({
        db: server.database.db,
        config: { vendorTaxIdKey: key } as AppContext['config'],
      });
    expect(await check(null)).toMatch(/VENDOR_TAX_ID_KEY is not set/);
    expect(await check(taxIdKey(Buffer.alloc(32, 1)))).toMatch(/not the key/);
    expect(await check(demoTaxIdKey())).toBeNull();
  });
});

describe('bills', () => {
  it('refuses bad input with a 400 naming the field, a duplicate invoice number included', async () => {
    const first = await newBill({ invoiceNumber: 'DUP-100' });
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('draft');
    const again = await newBill({ invoiceNumber: 'dup-100' });
    expect(again.status).toBe(400);
    expect(again.body.fields.invoiceNumber).toMatch(/already entered/);
    const due = await newBill({ dueDate: '2026-10-01' });
    expect(due.status).toBe(400);
    expect(due.body.fields.dueDate).toBeTruthy();
    const opts = await options();
    const income = await newBill({
      lines: [{ accountId: opts.vendors[0].id, description: '', amountCents: 100 }],
    });
    expect(income.status).toBe(400);
    expect(income.body.fields['lines.0.accountId']).toBeTruthy();
    const noVendor = await newBill({ vendorId: randomUUID() });
    expect(noVendor.status).toBe(400);
    expect(noVendor.body.fields.vendorId).toBeTruthy();
  });

  it("shows an owner their own properties' bills and never another owner's", async () => {
    const mine = await as('landlord', 'GET', '/api/bills');
    const theirs = await as('landlord2', 'GET', '/api/bills');
    expect(mine.status).toBe(200);
    expect(mine.body.items.length).toBeGreaterThan(0);
    expect(theirs.body.items.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.body.items.map((b: any) => b.id));
    expect(theirs.body.items.some((b: any) => mineIds.has(b.id))).toBe(false);
    const [landlordId] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'landlord@example.com'));
    const owned = await server.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.ownerId, landlordId!.id));
    const ownedIds = new Set(owned.map((p) => p.id));
    expect(mine.body.items.every((b: any) => ownedIds.has(b.propertyId))).toBe(true);
    const other = mine.body.items[0];
    expect((await as('landlord2', 'GET', `/api/bills/${other.id}`)).status).toBe(404);
    expect((await as('landlord', 'GET', `/api/bills/${other.id}`)).status).toBe(200);
    expect((await as('mt', 'GET', '/api/bills')).status).toBe(403);
    expect((await as('landlord', 'POST', '/api/bills', {})).status).toBe(403);
  });

  it('waits for the owner above the threshold, then posts the expense on approval', async () => {
    const big = await newBill({}, 90_000);
    expect(big.body.needsOwnerApproval).toBe(true);
    const early = await as('admin', 'POST', `/api/bills/${big.body.id}/approve`);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/owner/);
    expect((await as('admin', 'POST', `/api/bills/${big.body.id}/ask-owner`)).status).toBe(200);
    expect(
      (
        await as('landlord2', 'POST', `/api/bills/${big.body.id}/owner-approval`, {
          decision: 'approve',
        })
      ).status,
    ).toBe(404);
    const yes = await as('landlord', 'POST', `/api/bills/${big.body.id}/owner-approval`, {
      decision: 'approve',
      note: 'Go ahead',
    });
    expect(yes.status).toBe(200);
    expect(yes.body.ownerApprovalState).toBe('approved');
    const approved = await as('admin', 'POST', `/api/bills/${big.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    const lines = await rawRows<{ code: string; debit: string; credit: string; vendor: string }>(
      server.database.db,
      sql`select a.code, l.debit_cents::text as debit, l.credit_cents::text as credit, l.vendor_id as vendor
          from journal_entries e join journal_lines l on l.entry_id = e.id join accounts a on a.id = l.account_id
          where e.source_kind = 'expense' and e.source_id = ${`bill:${big.body.id}`} order by a.code`,
    );
    expect(lines.map((l) => [l.code, Number(l.debit), Number(l.credit)])).toEqual([
      ['2100', 0, 90_000],
      ['5100', 90_000, 0],
    ]);
    expect(lines.every((l) => l.vendor === big.body.vendorId)).toBe(true);
  });

  it('pays an approved bill once when two admins pay it at once, numbers the check and prints it', async () => {
    const made = await newBill({}, 4_500);
    await as('admin', 'POST', `/api/bills/${made.body.id}/approve`);
    const [before] = await rawRows<{ n: number }>(
      server.database.db,
      sql`select next_check_number as n from bank_accounts where kind = 'operating_trust' and is_default`,
    );
    const pay = (key: string) =>
      as('admin', 'POST', '/api/bill-payments/checks', {
        billIds: [made.body.id],
        idempotencyKey: key,
      });
    const [a, b] = await Promise.all([pay('pay-key-aaaa-1'), pay('pay-key-bbbb-2')]);
    const statuses = [a.status, b.status].sort((x, y) => x - y);
    expect(statuses).toEqual([200, 409]);
    const paid = a.status === 200 ? a : b;
    expect(paid.body.checks).toHaveLength(1);
    expect(paid.body.checks[0].number).toBe(before!.n);
    // A retry of the same press prints nothing new.
    const retry = await pay(a.status === 200 ? 'pay-key-aaaa-1' : 'pay-key-bbbb-2');
    expect(retry.status).toBe(200);
    expect(retry.body.batchId).toBe(paid.body.batchId);
    const count = await rawRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from vendor_check_bills where bill_id = ${made.body.id}`,
    );
    expect(count[0]!.n).toBe(1);
    const bill = await as('admin', 'GET', `/api/bills/${made.body.id}`);
    expect(bill.body.status).toBe('paid');
    expect(bill.body.check.number).toBe(before!.n);

    const pdf = await fetch(`${server.url}/api/check-batches/${paid.body.batchId}/pdf`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The check is outstanding on the reconciliation, under its number.
    const checkLine = await rawRows<{ credit: string }>(
      server.database.db,
      sql`select l.credit_cents::text as credit from vendor_checks c join journal_lines l on l.entry_id = c.entry_id
          where c.id = ${paid.body.checks[0].id} and l.credit_cents > 0`,
    );
    expect(Number(checkLine[0]!.credit)).toBe(4_500);

    const month = paid.body.checks[0].issuedOn.slice(0, 7);
    const [bank] = await rawRows<{ id: string }>(
      server.database.db,
      sql`select id from bank_accounts where kind = 'operating_trust' and is_default`,
    );
    const recon = async () =>
      (await as('admin', 'GET', `/api/banking/accounts/${bank!.id}/reconciliations/${month}`)).body;
    const outstanding = (r: any) =>
      r.outstandingPayments.filter((i: any) => i.number === String(paid.body.checks[0].number));
    expect(outstanding(await recon())).toHaveLength(1);

    // Voided before it clears: reversed, and the bill is approved again.
    const voided = await as('admin', 'POST', `/api/checks/${paid.body.checks[0].id}/void`);
    expect(voided.status).toBe(200);
    expect(voided.body.status).toBe('void');
    expect((await as('admin', 'GET', `/api/bills/${made.body.id}`)).body.status).toBe('approved');
    expect((await as('admin', 'POST', `/api/checks/${paid.body.checks[0].id}/void`)).status).toBe(
      409,
    );
    // Neither the voided check nor its reversal waits on the reconciliation.
    const after = await recon();
    expect(outstanding(after)).toHaveLength(0);
    expect(after.depositsInTransit.some((i: any) => i.memo.includes('voided'))).toBe(false);
    await assertBooksAgree(server.database.db);
  });

  it("refuses a payment an owner's money does not cover, naming the shortfall", async () => {
    const made = await newBill({}, 2_000);
    await as('admin', 'POST', `/api/bills/${made.body.id}/approve`);
    const property = await ownerProperty('landlord@example.com');
    const reserve = await as('admin', 'PUT', `/api/properties/${property.id}/reserve`, {
      reserveCents: 900_000_000,
    });
    expect(reserve.status).toBe(200);
    const refused = await as('admin', 'POST', '/api/bill-payments/checks', {
      billIds: [made.body.id],
      idempotencyKey: 'short-key-0001',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/short/);
    expect(refused.body.message).toMatch(/\$[\d,]+\.\d\d short/);
    expect((await as('admin', 'GET', `/api/bills/${made.body.id}`)).body.status).toBe('approved');
    await as('admin', 'PUT', `/api/properties/${property.id}/reserve`, { reserveCents: 0 });
    const bad = await as('admin', 'PUT', `/api/properties/${property.id}/reserve`, {
      reserveCents: -1,
    });
    expect(bad.status).toBe(400);
  });

  it("drafts a completed work order's bill for its vendor, without posting its expense twice", async () => {
    const [order] = await server.database.db
      .select({ id: workOrders.id })
      .from(workOrders)
      .innerJoin(users, eq(users.id, workOrders.technicianId))
      .where(and(eq(users.email, 'mt@example.com'), eq(workOrders.status, 'in_progress')))
      .limit(1);
    const cost = await as('admin', 'POST', `/api/work-orders/${order!.id}/costs`, {
      kind: 'labour',
      description: 'Deadbolt realigned',
      quantity: 100,
      unitCents: 8_500,
    });
    expect(cost.status).toBe(201);
    const done = await as('mt', 'POST', `/api/work-orders/${order!.id}/actions`, {
      action: 'complete',
      notes: 'Strike plate moved.',
    });
    expect(done.status).toBe(200);
    const list = await as('admin', 'GET', `/api/bills?workOrderId=${order!.id}`);
    expect(list.body.items).toHaveLength(1);
    const bill = list.body.items[0];
    expect(bill.status).toBe('draft');
    expect(bill.workOrderReference).toBeTruthy();
    const [vendor] = await server.database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.legalName, 'Biscayne Plumbing LLC'));
    expect(bill.vendorId).toBe(vendor!.id);
    const approved = await as('admin', 'POST', `/api/bills/${bill.id}/approve`);
    expect(approved.status).toBe(200);
    const expenses = await rawRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from journal_entries
          where source_kind = 'expense' and (source_id like ${`${order!.id}@%`} or source_id = ${`bill:${bill.id}`})`,
    );
    expect(expenses[0]!.n).toBe(1);
    // Reopening with the bill approved is refused: void the bill first.
    const reopen = await as('admin', 'POST', `/api/work-orders/${order!.id}/actions`, {
      action: 'reopen',
      reason: 'Still sticks',
    });
    expect(reopen.status).toBe(409);
    await assertBooksAgree(server.database.db);
  });

  it('writes a recurring bill once per month', async () => {
    const ctx = { db: server.database.db } as AppContext;
    const first = await createRecurringBills(ctx, new Date());
    const second = await createRecurringBills(ctx, new Date());
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBe(0);
    const rows = await server.database.db
      .select({ period: bills.period })
      .from(bills)
      .where(sql`${bills.recurringBillId} is not null`);
    expect(new Set(rows.map((r) => r.period)).size).toBe(rows.length);
    expect(rows.length).toBe(1);
  });
});
