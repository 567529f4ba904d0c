import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedIn, useTestServer } from '../../../../tests/support/api';
import { createTestUnit } from '../../../../tests/support/leasing';
import { auditLog, users } from '../../db/tables';
import { OVERLAP_MESSAGE } from './lease-activation';

const server = useTestServer();
const tokens = useSignedIn(server, 'admin', 'landlord', 'landlord2', 'resident', 'sb');
let residentId: string;
beforeAll(async () => {
  const [row] = await server.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'resident@example.com'));
  residentId = row!.id;
});

function draftBody(unitId: string, over: Record<string, unknown> = {}) {
  return {
    unitId,
    residentIds: [residentId],
    startDate: '2020-01-01',
    endDate: '2020-12-31',
    monthlyRentCents: 240_000,
    dueDay: 1,
    securityDepositCents: 240_000,
    lateFeeGraceDays: 5,
    lateFeeFlatCents: 7_500,
    lateFeePercentBasisPoints: null,
    lateFeeCapCents: null,
    ...over,
  };
}

async function createDraft(unitId: string, over: Record<string, unknown> = {}) {
  const res = await server.request('POST', '/api/leases', {
    token: tokens.admin,
    body: draftBody(unitId, over),
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('lease lifecycle', () => {
  it('refuses visitors (401) and roles without the permission (403)', async () => {
    const unitId = await createTestUnit(server.database.db);
    expect((await server.request('POST', '/api/leases', { body: draftBody(unitId) })).status).toBe(
      401,
    );
    for (const token of [tokens.landlord, tokens.resident, tokens.sb]) {
      const res = await server.request('POST', '/api/leases', { token, body: draftBody(unitId) });
      expect(res.status).toBe(403);
    }
    expect((await server.request('GET', '/api/leases', { token: tokens.sb })).status).toBe(403);
  });

  it('answers 400 naming the field, and stores nothing', async () => {
    const unitId = await createTestUnit(server.database.db);
    const res = await server.request('POST', '/api/leases', {
      token: tokens.admin,
      body: draftBody(unitId, { endDate: '2019-12-31', dueDay: 31 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      dueDay: 'Enter a due day from 1 to 28',
    });
    const both = await server.request('POST', '/api/leases', {
      token: tokens.admin,
      body: draftBody(unitId, { lateFeePercentBasisPoints: 500 }),
    });
    expect(both.body.fields).toEqual({
      lateFeePercentBasisPoints: 'Choose a flat late fee or a percentage of rent, not both',
    });
    const notResident = await server.request('POST', '/api/leases', {
      token: tokens.admin,
      body: draftBody(unitId, { residentIds: [await userId('sb@example.com')] }),
    });
    expect(notResident.status).toBe(400);
    expect(notResident.body.fields).toEqual({ residentIds: 'Name resident accounts only' });
    const list = await server.request(
      'GET',
      `/api/leases?q=${encodeURIComponent('T-')}&pageSize=100`,
      {
        token: tokens.admin,
      },
    );
    expect(list.body.leases.filter((l: { unitId: string }) => l.unitId === unitId)).toEqual([]);
  });

  it('activates a draft: deposit and every rent due since the start, audited', async () => {
    const unitId = await createTestUnit(server.database.db);
    const id = await createDraft(unitId);
    const res = await server.request('POST', `/api/leases/${id}/activate`, {
      token: tokens.admin,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('active');
    const kinds = res.body.ledger.charges.map((c: { kind: string }) => c.kind);
    expect(kinds.filter((k: string) => k === 'deposit')).toHaveLength(1);
    expect(kinds.filter((k: string) => k === 'rent')).toHaveLength(12);
    expect(res.body.ledger.charges[0].reference).toMatch(/^INV-\d{4}-\d{6}$/);
    // Late fees only within the 60-day look-back: none for 2020.
    expect(kinds).not.toContain('late_fee');
    expect(res.body.balanceCents).toBe(13 * 240_000);
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `lease:${id}`));
    expect(audits.map((a) => a.action)).toEqual(['lease.create', 'lease.activate']);
    const again = await server.request('POST', `/api/leases/${id}/activate`, {
      token: tokens.admin,
      body: {},
    });
    expect(again.status).toBe(409);
  });

  it('refuses a second active lease overlapping on the unit (409 naming startDate)', async () => {
    const unitId = await createTestUnit(server.database.db);
    const first = await createDraft(unitId, { startDate: '2021-01-01', endDate: '2021-06-30' });
    await server.request('POST', `/api/leases/${first}/activate`, {
      token: tokens.admin,
      body: {},
    });
    const overlapping = await createDraft(unitId, { startDate: '2021-06-30', endDate: null });
    const res = await server.request('POST', `/api/leases/${overlapping}/activate`, {
      token: tokens.admin,
      body: {},
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'conflict',
      message: OVERLAP_MESSAGE,
      fields: { startDate: OVERLAP_MESSAGE },
    });
    const detail = await server.request('GET', `/api/leases/${overlapping}`, {
      token: tokens.admin,
    });
    expect(detail.body.status).toBe('draft');
    expect(detail.body.ledger.charges).toEqual([]);
    // The day after the first ends is free.
    const next = await createDraft(unitId, { startDate: '2021-07-01', endDate: '2021-07-31' });
    const ok = await server.request('POST', `/api/leases/${next}/activate`, {
      token: tokens.admin,
      body: {},
    });
    expect(ok.status).toBe(200);
  });

  it('gives notice, renews into a linked draft, ends with a deposit settlement', async () => {
    const unitId = await createTestUnit(server.database.db);
    const id = await createDraft(unitId, { startDate: '2022-01-01', endDate: '2022-12-31' });
    await server.request('POST', `/api/leases/${id}/activate`, { token: tokens.admin, body: {} });
    const renewal = await server.request('POST', `/api/leases/${id}/renew`, {
      token: tokens.admin,
      body: { endDate: '2023-12-31', monthlyRentCents: 252_000 },
    });
    expect(renewal.status).toBe(201);
    expect(renewal.body).toMatchObject({
      status: 'draft',
      renewalOf: id,
      startDate: '2023-01-01',
      monthlyRentCents: 252_000,
      residents: ['Sofia Delgado'],
    });
    const twice = await server.request('POST', `/api/leases/${id}/renew`, {
      token: tokens.admin,
      body: { endDate: '2023-12-31', monthlyRentCents: 252_000 },
    });
    expect(twice.status).toBe(409);
    const notice = await server.request('POST', `/api/leases/${id}/notice`, {
      token: tokens.admin,
      body: { moveOutDate: '2023-02-01' },
    });
    expect(notice.status).toBe(400);
    expect(notice.body.fields.moveOutDate).toContain('2022-12-31');
    const ok = await server.request('POST', `/api/leases/${id}/notice`, {
      token: tokens.admin,
      body: { moveOutDate: '2022-11-15' },
    });
    expect(ok.body).toMatchObject({ status: 'notice_given', endDate: '2022-11-15' });

    // Nothing of the deposit was received yet: nothing can be kept or refunded.
    const unpaid = await server.request('POST', `/api/leases/${id}/end`, {
      token: tokens.admin,
      body: { moveOutDate: '2022-11-15', deductions: [{ reason: 'Repaint', amountCents: 100 }] },
    });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.fields.deductions).toBe(
      'Deductions add up to more than the deposit held ($0.00); post the rest as a charge',
    );
    const paid = await server.request('POST', `/api/leases/${id}/payments`, {
      token: tokens.admin,
      body: {
        amountCents: 200_000,
        method: 'check',
        externalReference: '5521',
        idempotencyKey: `deposit-${id}`,
        appliesTo: 'deposit',
      },
    });
    expect(paid.status).toBe(201);
    const detail = await server.request('GET', `/api/leases/${id}`, { token: tokens.admin });
    expect(detail.body).toMatchObject({ securityDepositCents: 240_000, depositHeldCents: 200_000 });

    const tooMuch = await server.request('POST', `/api/leases/${id}/end`, {
      token: tokens.admin,
      body: {
        moveOutDate: '2022-11-15',
        deductions: [{ reason: 'Repaint', amountCents: 200_001 }],
      },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toHaveProperty('deductions');
    const ended = await server.request('POST', `/api/leases/${id}/end`, {
      token: tokens.admin,
      body: {
        moveOutDate: '2022-11-15',
        deductions: [
          { reason: 'Carpet cleaning', amountCents: 15_000 },
          { reason: 'Broken blinds', amountCents: 9_000 },
        ],
      },
    });
    // The refund is what was held less what was kept, not the deposit the lease asked for.
    expect(ended.body).toMatchObject({
      status: 'ended',
      moveOutDate: '2022-11-15',
      depositRefundCents: 200_000 - 24_000,
      depositHeldCents: 0,
      renewedBy: renewal.body.id,
    });
    expect(ended.body.deductions).toHaveLength(2);
  });

  it('moves the deposit held to the renewal when it starts, and settles it from there', async () => {
    const unitId = await createTestUnit(server.database.db);
    const id = await createDraft(unitId, { startDate: '2019-01-01', endDate: '2019-12-31' });
    await server.request('POST', `/api/leases/${id}/activate`, { token: tokens.admin, body: {} });
    const paid = await server.request('POST', `/api/leases/${id}/payments`, {
      token: tokens.admin,
      body: {
        amountCents: 240_000,
        method: 'check',
        externalReference: '7001',
        idempotencyKey: `deposit-${id}`,
        appliesTo: 'deposit',
      },
    });
    expect(paid.status).toBe(201);
    const renewal = await server.request('POST', `/api/leases/${id}/renew`, {
      token: tokens.admin,
      body: { endDate: '2020-06-30', monthlyRentCents: 250_000 },
    });
    const next = renewal.body.id as string;
    const activated = await server.request('POST', `/api/leases/${next}/activate`, {
      token: tokens.admin,
      body: {},
    });
    expect(activated.status).toBe(200);
    const held = async (leaseId: string) =>
      (await server.request('GET', `/api/leases/${leaseId}`, { token: tokens.admin })).body
        .depositHeldCents;
    expect(await held(id)).toBe(0);
    expect(await held(next)).toBe(240_000);
    // The renewal asks for no deposit of its own.
    const charges = (await server.request('GET', `/api/leases/${next}`, { token: tokens.admin }))
      .body.ledger.charges as { kind: string }[];
    expect(charges.filter((c) => c.kind === 'deposit')).toEqual([]);

    const ended = await server.request('POST', `/api/leases/${next}/end`, {
      token: tokens.admin,
      body: { moveOutDate: '2020-06-30', deductions: [{ reason: 'Repaint', amountCents: 40_000 }] },
    });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ depositRefundCents: 200_000, depositHeldCents: 0 });
    expect(await held(id)).toBe(0);
  });

  it('edits and cancels only drafts', async () => {
    const unitId = await createTestUnit(server.database.db);
    const id = await createDraft(unitId, { startDate: '2024-01-01', endDate: '2024-12-31' });
    const edited = await server.request('PATCH', `/api/leases/${id}`, {
      token: tokens.admin,
      body: { monthlyRentCents: 260_000, endDate: null },
    });
    expect(edited.body).toMatchObject({ monthlyRentCents: 260_000, endDate: null });
    const cancelled = await server.request('POST', `/api/leases/${id}/cancel`, {
      token: tokens.admin,
      body: {},
    });
    expect(cancelled.body.status).toBe('cancelled');
    const late = await server.request('PATCH', `/api/leases/${id}`, {
      token: tokens.admin,
      body: { monthlyRentCents: 1 },
    });
    expect(late.status).toBe(409);
  });
});

async function userId(email: string): Promise<string> {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

describe('who reads which lease', () => {
  it('shows a landlord only their properties, a resident only their own; others get 404', async () => {
    const mine = await createDraft(await createTestUnit(server.database.db), {
      startDate: '2025-01-01',
      endDate: null,
    });
    const theirs = await createDraft(
      await createTestUnit(server.database.db, 'landlord2@example.com'),
      {
        startDate: '2025-01-01',
        endDate: null,
        residentIds: [await userId('blocked@example.com')],
      },
    );
    expect(
      (await server.request('GET', `/api/leases/${mine}`, { token: tokens.landlord })).status,
    ).toBe(200);
    expect(
      (await server.request('GET', `/api/leases/${mine}`, { token: tokens.resident })).status,
    ).toBe(200);
    const denied = await server.request('GET', `/api/leases/${mine}`, { token: tokens.landlord2 });
    expect(denied.status).toBe(404);
    expect(denied.body.message).toBe('Lease was not found.');
    expect(
      (await server.request('GET', `/api/leases/${theirs}`, { token: tokens.landlord })).status,
    ).toBe(404);
    expect(
      (await server.request('GET', `/api/leases/${theirs}`, { token: tokens.resident })).status,
    ).toBe(404);

    const list = await server.request('GET', '/api/leases?pageSize=100', {
      token: tokens.landlord2,
    });
    const ids = list.body.leases.map((l: { id: string }) => l.id);
    expect(ids).toContain(theirs);
    expect(ids).not.toContain(mine);
    // An admin viewing as a landlord sees that landlord's view of their own account: nothing.
    const viewing = await server.request('GET', `/api/leases/${mine}`, {
      token: tokens.admin,
      headers: { 'X-Impersonate-Role': 'landlord' },
    });
    expect(viewing.status).toBe(404);
  });
});
