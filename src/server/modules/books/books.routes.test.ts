import { describe, expect, it, vi } from 'vitest';
import { useSignedIn, useTestServer } from '../../../../tests/support/api';
import { properties } from '../../db/tables';

// Seeding the 18 demo months of books is slow on a busy machine.
vi.setConfig({ hookTimeout: 400_000, testTimeout: 200_000 });

const server = useTestServer();
const tokens = useSignedIn(server, 'admin', 'landlord');

const get = async (path: string) => {
  const res = await server.request('GET', path, { token: tokens.admin });
  expect(res.status).toBe(200);
  return res.body;
};

describe('the books routes', () => {
  it('refuses anyone but an admin', async () => {
    expect((await server.request('GET', '/api/accounting/months')).status).toBe(401);
    for (const path of ['/api/accounting/months', '/api/accounting/accounts']) {
      expect((await server.request('GET', path, { token: tokens.landlord })).status).toBe(403);
    }
  });

  it('lists the months and closes them in order, only once ended', async () => {
    const { items } = await get('/api/accounting/months');
    expect(items.length).toBeGreaterThan(12);
    const current = items[items.length - 1];
    expect(current.closable).toBe(false);
    const oldest = items.find((m: any) => !m.closed);
    expect(oldest.closable).toBe(true);
    const later = items[items.indexOf(oldest) + 1];
    const early = await server.request('POST', `/api/accounting/months/${later.month}/close`, {
      token: tokens.admin,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/close .* before/);
    const notEnded = await server.request('POST', `/api/accounting/months/${current.month}/close`, {
      token: tokens.admin,
    });
    expect(notEnded.status).toBe(409);
    const ok = await server.request('POST', `/api/accounting/months/${oldest.month}/close`, {
      token: tokens.admin,
    });
    expect(ok.status).toBe(200);
    const again = await server.request('POST', `/api/accounting/months/${oldest.month}/close`, {
      token: tokens.admin,
    });
    expect(again.status).toBe(409);
    const after = await get('/api/accounting/months');
    const row = after.items.find((m: any) => m.month === oldest.month);
    expect(row.closed).toBe(true);
    expect(row.closedByName).toBeTruthy();
    const bad = await server.request('POST', '/api/accounting/months/2026-13/close', {
      token: tokens.admin,
    });
    expect(bad.status).toBe(400);
  });

  it('transfers the fees earned out of trust once per key', async () => {
    const before = await get('/api/accounting/fees-in-trust');
    expect(before.items.every((f: any) => f.propertyName)).toBe(true);
    const key = 'fee-transfer-test-1';
    const first = await server.request('POST', '/api/accounting/fee-transfers', {
      token: tokens.admin,
      body: { idempotencyKey: key },
    });
    expect(first.status).toBe(200);
    expect(first.body.cents).toBe(
      before.items.filter((f: any) => f.cents > 0).reduce((s: number, f: any) => s + f.cents, 0),
    );
    const again = await server.request('POST', '/api/accounting/fee-transfers', {
      token: tokens.admin,
      body: { idempotencyKey: key },
    });
    expect(again.body.cents).toBe(0);
    const after = await get('/api/accounting/fees-in-trust');
    expect(after.items.filter((f: any) => f.cents > 0)).toEqual([]);
  });

  it('adds, renames and deactivates an account; a system account keeps its place', async () => {
    const add = await server.request('POST', '/api/accounting/accounts', {
      token: tokens.admin,
      body: {
        code: '6990',
        name: 'Office supplies',
        nameEs: 'Material de oficina',
        type: 'expense',
      },
    });
    expect(add.status).toBe(201);
    const dup = await server.request('POST', '/api/accounting/accounts', {
      token: tokens.admin,
      body: { code: '6990', name: 'Other', nameEs: 'Otro', type: 'expense' },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.fields.code).toMatch(/already exists/);
    const badCode = await server.request('POST', '/api/accounting/accounts', {
      token: tokens.admin,
      body: { code: '69', name: 'Other', nameEs: 'Otro', type: 'expense' },
    });
    expect(badCode.body.fields.code).toBeTruthy();
    const rename = await server.request('PATCH', `/api/accounting/accounts/${add.body.id}`, {
      token: tokens.admin,
      body: { name: 'Office costs', active: false },
    });
    expect(rename.status).toBe(200);
    const { items } = await get('/api/accounting/accounts');
    const mine = items.find((a: any) => a.code === '6990');
    expect(mine).toMatchObject({ name: 'Office costs', active: false, systemKey: null });
    const system = items.find((a: any) => a.systemKey && a.hasActivity);
    const retype = await server.request('PATCH', `/api/accounting/accounts/${system.id}`, {
      token: tokens.admin,
      body: { type: system.type === 'asset' ? 'expense' : 'asset' },
    });
    expect(retype.status).toBe(409);
    expect(retype.body.message).toMatch(/type cannot change/);
    const sneak = await server.request('PATCH', `/api/accounting/accounts/${system.id}`, {
      token: tokens.admin,
      body: { systemKey: 'other' },
    });
    expect(sneak.status).toBe(400);
  });

  it('posts a balanced manual entry and refuses an unbalanced one naming the lines', async () => {
    const { items } = await get('/api/accounting/accounts');
    const cash = items.find((a: any) => a.systemKey === 'company_cash') ?? items[0];
    const other = items.find((a: any) => a.type === 'expense' && a.active && a.id !== cash.id);
    const months = await get('/api/accounting/months');
    const date = `${months.items[months.items.length - 1].month}-01`;
    const unbalanced = await server.request('POST', '/api/accounting/journal-entries', {
      token: tokens.admin,
      body: {
        date,
        memo: 'Test',
        lines: [
          { accountId: other.id, debitCents: 1000 },
          { accountId: cash.id, creditCents: 900 },
        ],
      },
    });
    expect(unbalanced.status).toBe(400);
    expect(unbalanced.body.fields.lines).toBe('Debits $10.00 and credits $9.00 differ');
    const noMemo = await server.request('POST', '/api/accounting/journal-entries', {
      token: tokens.admin,
      body: { date, memo: ' ', lines: [] },
    });
    expect(noMemo.status).toBe(400);
    expect(noMemo.body.fields.memo).toBeTruthy();
    const ok = await server.request('POST', '/api/accounting/journal-entries', {
      token: tokens.admin,
      body: {
        date,
        memo: 'Bank fee',
        lines: [
          { accountId: other.id, debitCents: 1000 },
          { accountId: cash.id, creditCents: 1000 },
        ],
      },
    });
    expect(ok.status).toBe(201);
    const closed = months.items.find((m: any) => m.closed);
    if (closed) {
      const late = await server.request('POST', '/api/accounting/journal-entries', {
        token: tokens.admin,
        body: {
          date: `${closed.month}-02`,
          memo: 'Late',
          lines: [
            { accountId: other.id, debitCents: 1000 },
            { accountId: cash.id, creditCents: 1000 },
          ],
        },
      });
      expect(late.status).toBe(400);
      expect(late.body.fields.date).toBeTruthy();
    }
  });

  it('warns the admin home when the company money in trust passes $5,000.00', async () => {
    const quiet = await get('/api/dashboard');
    expect(quiet.booksWarnings.some((w: any) => w.kind === 'fees_in_trust')).toBe(false);
    const { items } = await get('/api/accounting/accounts');
    const fee = items.find((a: any) => a.systemKey === 'management_fees');
    const income = items.find((a: any) => a.systemKey === 'management_fee_income');
    const [property] = await server.database.db.select({ id: properties.id }).from(properties);
    const months = await get('/api/accounting/months');
    const posted = await server.request('POST', '/api/accounting/journal-entries', {
      token: tokens.admin,
      body: {
        date: `${months.items[months.items.length - 1].month}-01`,
        memo: 'Fee',
        lines: [
          { accountId: fee.id, debitCents: 600_000, propertyId: property!.id },
          { accountId: income.id, creditCents: 600_000 },
        ],
      },
    });
    expect(posted.status).toBe(201);
    const loud = await get('/api/dashboard');
    expect(loud.booksWarnings).toContainEqual({ kind: 'fees_in_trust', cents: 600_000 });
    const landlord = await server.request('GET', '/api/dashboard', { token: tokens.landlord });
    expect(landlord.body.booksWarnings).toEqual([]);
  });
});
