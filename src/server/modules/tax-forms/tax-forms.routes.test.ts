import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useSignedIn, useTestServer } from '../../../../tests/support/api';
import { pdfText } from '../../../../tests/support/pdf-text';
import { rawRows } from '../../db/raw-rows';
import { auditLog, properties, users } from '../../db/tables';

// Seeding the demo's books is slow on a busy machine.
vi.setConfig({ hookTimeout: 400_000, testTimeout: 200_000 });

const server = useTestServer();
const tokens = useSignedIn(server, 'admin', 'landlord', 'mt');

const as = (who: keyof typeof tokens, method: string, path: string, body?: unknown) =>
  server.request(method, path, { token: tokens[who], body });

async function userId(email: string) {
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

/** The first owner's first property, with no owner approval asked for these test bills. */
async function property() {
  const [row] = await server.database.db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(users.email, 'landlord@example.com'))
    .orderBy(properties.name)
    .limit(1);
  await server.database.db
    .update(properties)
    .set({ approvalThresholdCents: 100_000_000 })
    .where(eq(properties.id, row!.id));
  return row!.id;
}

async function vendor(legalName: string, over: Record<string, unknown> = {}) {
  const res = await as('admin', 'POST', '/api/vendors', {
    legalName,
    trade: 'Repairs',
    w9EntityType: 'sole_proprietor',
    taxId: '123-45-0001',
    eligible1099: true,
    defaultExpenseAccountId: null,
    insuranceExpiresOn: null,
    paymentMethod: 'check',
    address: '1 Test St, Miami, FL 33101',
    ...over,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** A bill of `cents` approved and paid by check: the check. */
async function paid(vendorId: string, cents: number) {
  const opts = (await as('admin', 'GET', '/api/bill-options')).body;
  const repairs = opts.accounts.find((a: any) => a.code === '5100');
  const bill = await as('admin', 'POST', '/api/bills', {
    vendorId,
    propertyId: await property(),
    invoiceNumber: `T-${randomUUID().slice(0, 8)}`,
    invoiceDate: '2026-11-01',
    dueDate: '2026-11-30',
    lines: [{ accountId: repairs.id, description: 'Work', amountCents: cents }],
  });
  expect(bill.status).toBe(201);
  expect((await as('admin', 'POST', `/api/bills/${bill.body.id}/approve`)).status).toBe(200);
  const pay = await as('admin', 'POST', '/api/bill-payments/checks', {
    billIds: [bill.body.id],
    idempotencyKey: `tax-${randomUUID()}`,
  });
  expect(pay.status).toBe(200);
  return pay.body.checks[0] as { id: string; issuedOn: string };
}

describe('year-end 1099s', () => {
  it("answers the demo year: owners' rents on 1099-MISC, the individual without an id flagged", async () => {
    const year = Number((await paid(await vendor('Warm-up Repairs'), 100)).issuedOn.slice(0, 4));
    const res = await as('admin', 'GET', `/api/tax-forms/${year}`);
    expect(res.status).toBe(200);
    expect(res.body.thresholds).toEqual({ necCents: 200_000, miscRentsCents: 60_000 });
    const martin = res.body.misc.find((r: any) => r.name === 'Martin Kessler');
    expect(martin).toMatchObject({
      included: true,
      reason: 'reportable',
      taxIdMasked: '***-**-9635',
      entityType: 'individual',
    });
    expect(martin.totalCents).toBeGreaterThan(60_000);
    const grace = res.body.misc.find((r: any) => r.name === 'Grace Whitfield');
    expect(grace).toMatchObject({ included: true, reason: 'missing_tax_id', taxIdMasked: null });
    // The demo's landscaper was paid one $150.00 check: under the threshold.
    const lawn = res.body.nec.find((r: any) => r.name === 'Palm Grove Landscaping Inc.');
    expect(lawn).toMatchObject({ included: false, reason: 'under_threshold', totalCents: 15_000 });
    expect(JSON.stringify(res.body)).not.toContain('412789635');

    // Rents are gross collections from the books: the same as the trust cash the tenants' money
    // brought in for the owner in the year, net of reversals.
    const [books] = await rawRows<{ total: string }>(
      server.database.db,
      sql`select coalesce(sum(l.debit_cents - l.credit_cents), 0)::text as total
          from journal_lines l join journal_entries e on e.id = l.entry_id
          left join journal_entries o on o.id = e.reverses_entry_id
          join accounts a on a.id = l.account_id
          where l.owner_id = ${martin.id} and a.system_key = 'trust_cash'
            and extract(year from e.entry_date) = ${year}
            and coalesce(o.source_kind, e.source_kind) in ('payment', 'application', 'deduction')`,
    );
    expect(martin.totalCents).toBe(Number(books!.total));
  });

  it('2026 on: $1,999.99 is out and $2,000.00 in; a voided check does not count', async () => {
    const under = await vendor('Under Threshold Handyman');
    const at = await vendor('At Threshold Roofing');
    const noId = await vendor('No Id Painting', { taxId: null });
    const corp = await vendor('Corporate Glass Inc.', {
      w9EntityType: 'c_corporation',
      eligible1099: false,
    });
    const first = await paid(under, 150_000);
    await paid(under, 49_999);
    // Voided: $500.00 more was never paid.
    const voided = await paid(under, 50_000);
    expect((await as('admin', 'POST', `/api/checks/${voided.id}/void`)).status).toBe(200);
    await paid(at, 200_000);
    await paid(noId, 250_000);
    await paid(corp, 900_000);

    const year = Number(first.issuedOn.slice(0, 4));
    expect(year).toBeGreaterThanOrEqual(2026);
    const res = await as('admin', 'GET', `/api/tax-forms/${year}`);
    expect(res.status).toBe(200);
    const row = (id: string) => res.body.nec.find((r: any) => r.id === id);
    expect(row(under)).toMatchObject({
      totalCents: 199_999,
      payments: 2,
      included: false,
      reason: 'under_threshold',
    });
    expect(row(at)).toMatchObject({
      totalCents: 200_000,
      included: true,
      reason: 'reportable',
      taxIdMasked: '***-**-0001',
    });
    expect(row(noId)).toMatchObject({
      included: true,
      reason: 'missing_tax_id',
      taxIdMasked: null,
    });
    expect(row(corp)).toMatchObject({ included: false, reason: 'not_eligible' });
    // Vendors are paid only by check here (bank transfers are not wired, and no card payment to
    // a vendor exists): the figures are the uncancelled checks of the year, by check date.

    // The year before has none of these checks.
    const before = await as('admin', 'GET', `/api/tax-forms/${year - 1}`);
    expect(before.body.nec.find((r: any) => r.id === under)).toBeUndefined();

    // The CSV: both forms, masked ids, money as plain decimals.
    const csv = await fetch(`${server.url}/api/tax-forms/${year}/csv`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'Form,Recipient,Entity type,Taxpayer id,Address,Total,Payments,Included,Reason',
    );
    expect(text).toContain('1099-NEC,Under Threshold Handyman,sole_proprietor,***-**-0001,');
    expect(text).toContain(',1999.99,2,no,under_threshold');
    expect(text).toContain(',2000.00,1,yes,reportable');
    expect(text).toContain('1099-MISC,Martin Kessler,individual,***-**-9635,');
    expect(text).not.toContain('412789635');

    // A recipient's copy; none for one who is out.
    const pdf = await fetch(`${server.url}/api/tax-forms/${year}/recipients/nec/${at}/pdf`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const shown = await pdfText(bytes);
    expect(shown).toContain(`Form 1099-NEC (${year})`);
    expect(shown).toContain('Copy B - For Recipient');
    expect(shown).toContain('At Threshold Roofing');
    expect(shown).toContain('1 Test St, Miami, FL 33101');
    expect(shown).toContain('***-**-0001');
    expect(shown).toContain('$2,000.00');
    expect(shown).not.toContain('123450001');
    expect(shown).not.toContain('123-45-0001');
    const out = await as('admin', 'GET', `/api/tax-forms/${year}/recipients/nec/${under}/pdf`);
    expect(out.status).toBe(404);
  });

  it('refuses a bad year naming it, and a landlord or technician any 1099, their own included', async () => {
    for (const bad of ['abc', '1999', '2101', '2026.5']) {
      const res = await as('admin', 'GET', `/api/tax-forms/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.fields.year).toBeTruthy();
    }
    const kind = await as('admin', 'GET', `/api/tax-forms/2026/recipients/w2/${randomUUID()}/pdf`);
    expect(kind.status).toBe(400);
    expect(kind.body.fields.kind).toBeTruthy();
    const martin = await userId('landlord@example.com');
    for (const path of [
      '/api/tax-forms/2026',
      '/api/tax-forms/2026/csv',
      `/api/tax-forms/2026/recipients/misc/${martin}/pdf`,
      '/api/owner-tax-profiles',
    ]) {
      expect((await as('landlord', 'GET', path)).status).toBe(403);
      expect((await as('mt', 'GET', path)).status).toBe(403);
    }
  });

  it("keeps an owner's profile: the id encrypted, masked, reveal audited; an LLC is out", async () => {
    const grace = await userId('landlord2@example.com');
    const list = await as('admin', 'GET', '/api/owner-tax-profiles');
    expect(list.status).toBe(200);
    expect(list.body.items.find((p: any) => p.ownerId === grace)).toMatchObject({
      entityType: 'individual',
      taxIdMasked: null,
    });
    const bad = await as('admin', 'PUT', `/api/owner-tax-profiles/${grace}`, {
      entityType: 'llc',
      taxId: '12345',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.taxId).toBeTruthy();
    const saved = await as('admin', 'PUT', `/api/owner-tax-profiles/${grace}`, {
      entityType: 'llc',
      legalName: 'Whitfield Holdings LLC',
      address: '77 Gulf Shore Blvd N, Naples, FL 34102',
      taxId: '65-4321987',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ entityType: 'llc', taxIdMasked: '**-***1987' });
    const [raw] = await rawRows<{ tax_id_encrypted: string }>(
      server.database.db,
      sql`select tax_id_encrypted from owner_tax_profiles where owner_id = ${grace}`,
    );
    expect(raw!.tax_id_encrypted).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(raw!.tax_id_encrypted).not.toContain('654321987');

    const revealed = await as('admin', 'POST', `/api/owner-tax-profiles/${grace}/tax-id/reveal`);
    expect(revealed.body.taxId).toBe('65-4321987');
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'owner.tax-id.reveal'), eq(auditLog.target, `user:${grace}`)));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain('654321987');

    const year = new Date().getUTCFullYear();
    const review = await as('admin', 'GET', `/api/tax-forms/${year}`);
    expect(review.body.misc.find((r: any) => r.id === grace)).toMatchObject({
      name: 'Whitfield Holdings LLC',
      included: false,
      reason: 'not_individual',
    });
    // Not an owner: no profile.
    const mt = await userId('mt@example.com');
    const notOwner = await as('admin', 'PUT', `/api/owner-tax-profiles/${mt}`, {
      entityType: 'individual',
    });
    expect(notOwner.status).toBe(404);
  });
});
