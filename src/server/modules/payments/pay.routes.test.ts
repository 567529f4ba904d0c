import { syncLeaseBooks } from '../accounting/lease-books';
import { randomUUID } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { cardFeeCents } from '../../../shared/payment-fee';
import { INTERRUPTED_AFTER_MS, reconcileInterruptedPayments } from './interrupted-payments';
import { settlePendingPayments } from './settlement';
import { leases, outboxEmails, payments, properties, units, users } from '../../db/tables';
import { paymentJobContext, sandboxCardToken } from '../../../../tests/support/payments';
import { pdfText } from '../../../../tests/support/pdf-text';

let server: TestServer;
let admin: string;
let payer: string;
let otherResident: string;
let landlord: string;
let landlord2: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, payer, otherResident, landlord, landlord2] = (await Promise.all(
    [
      'admin@example.com',
      'helen.park@example.com',
      'marcus.bell@example.com',
      'landlord@example.com',
      'landlord2@example.com',
    ].map((e) => server.signIn(e)),
  )) as [string, string, string, string, string];
  // The demo seed and five argon2 sign-ins take a while on a shared machine.
}, 240_000);
afterAll(async () => server?.close());

const leaseOf = async (token: string) =>
  (await server.request('GET', '/api/me/lease', { token })).body as {
    id: string;
    balanceCents: number;
  };

/** Posts a charge of `cents` to the lease as the admin and answers it (its reference too). */
async function postCharge(leaseId: string, cents: number) {
  const res = await server.request('POST', `/api/leases/${leaseId}/charges`, {
    token: admin,
    body: { kind: 'other', amountCents: cents, description: 'Pool key replacement' },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; reference: string };
}

const cardToken = (number?: string) => sandboxCardToken(server, number);

const visitorPay = (body: Record<string, unknown>, key = `visitor-${randomUUID()}`) =>
  server.request('POST', '/api/pay/visitor-payments', {
    body,
    headers: { 'idempotency-key': key },
  });

async function getPdf(path: string, token?: string) {
  const res = await fetch(server.url + path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('visitor pays a charge by its reference', () => {
  it('looks up what is open on a charge, naming nothing about the lease or residents', async () => {
    const lease = await leaseOf(payer);
    const charge = await postCharge(lease.id, 12_345);
    const res = await server.request('POST', '/api/pay/charges/lookup', {
      body: { reference: ` ${charge.reference.toLowerCase()} ` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      reference: charge.reference,
      kind: 'other',
      description: 'Pool key replacement',
      dueDate: expect.any(String),
      openCents: 12_345,
      cardFeeBasisPoints: 295,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/helen|park|leaseId|unit/i);
  });

  it('refuses an unknown or malformed reference at the reference field', async () => {
    const unknown = await server.request('POST', '/api/pay/charges/lookup', {
      body: { reference: 'INV-1999-999999' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.reference).toMatch(/No open charge/);
    const malformed = await server.request('POST', '/api/pay/charges/lookup', {
      body: { reference: 'hello' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toHaveProperty('reference');
  });

  it('pays by card, stores the payer e-mail and answers a receipt token; the charge is then paid', async () => {
    const lease = await leaseOf(payer);
    const charge = await postCharge(lease.id, 5_000);
    const before = (await leaseOf(payer)).balanceCents;
    const key = `visitor-${randomUUID()}`;
    const body = {
      reference: charge.reference,
      email: 'Parent@Example.org',
      amountCents: 5_000,
      token: await cardToken(),
    };
    const res = await visitorPay(body, key);
    expect(res.status).toBe(201);
    expect(res.body.payment).toMatchObject({
      status: 'succeeded',
      amountCents: 5_000,
      feeCents: cardFeeCents(5_000, 295),
    });
    expect(res.body.receiptToken).toMatch(/^[\w-]{32}$/);
    expect((await leaseOf(payer)).balanceCents).toBe(before - 5_000);

    // The same key again (a double click) answers the same payment and token, charging nothing.
    const again = await visitorPay(body, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect((await leaseOf(payer)).balanceCents).toBe(before - 5_000);

    // The receipt e-mail went to the visitor, with the token link.
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'parent@example.org'))
      .orderBy(desc(outboxEmails.createdAt));
    expect(mail?.subject).toContain(res.body.payment.reference);
    expect(mail?.text).toContain(`/pay/receipts/${res.body.receiptToken}`);

    const paid = await server.request('POST', '/api/pay/charges/lookup', {
      body: { reference: charge.reference },
    });
    expect(paid.status).toBe(400);
    expect(paid.body.fields.reference).toMatch(/already paid/);
    const twice = await visitorPay({ ...body, token: await cardToken() });
    expect(twice.status).toBe(400);
    expect(twice.body.fields.reference).toMatch(/already paid/);
  });

  it('refuses more than what is open on the charge, at the amount', async () => {
    const lease = await leaseOf(payer);
    const charge = await postCharge(lease.id, 2_000);
    const res = await visitorPay({
      reference: charge.reference,
      email: 'visitor@example.org',
      amountCents: 2_001,
      token: await cardToken(),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.amountCents).toMatch(/\$20\.00/);
  });

  it('a declined card answers 402 with the reason and changes no balance', async () => {
    const lease = await leaseOf(payer);
    const charge = await postCharge(lease.id, 3_000);
    const before = (await leaseOf(payer)).balanceCents;
    const res = await visitorPay({
      reference: charge.reference,
      email: 'visitor@example.org',
      amountCents: 3_000,
      token: await cardToken('4000000000000002'),
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your card was declined.');
    expect((await leaseOf(payer)).balanceCents).toBe(before);
    const open = await server.request('POST', '/api/pay/charges/lookup', {
      body: { reference: charge.reference },
    });
    expect(open.body.openCents).toBe(3_000);
  });

  it('opens the visitor receipt by its token only, without naming the home', async () => {
    const lease = await leaseOf(payer);
    const charge = await postCharge(lease.id, 4_200);
    const res = await visitorPay({
      reference: charge.reference,
      email: 'visitor@example.org',
      amountCents: 4_200,
      token: await cardToken(),
    });
    const receipt = await server.request('GET', `/api/pay/receipts/${res.body.receiptToken}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      reference: res.body.payment.reference,
      method: 'card',
      methodBrand: 'visa',
      methodLast4: '4242',
      amountCents: 4_200,
      totalCents: 4_200 + cardFeeCents(4_200, 295),
      lease: null,
      charge: { reference: charge.reference },
    });
    const pdf = await getPdf(`/api/pay/receipts/${res.body.receiptToken}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(pdf.bytes)).toContain(res.body.payment.reference);

    const wrong = await server.request('GET', `/api/pay/receipts/${'x'.repeat(32)}`);
    expect(wrong.status).toBe(404);
  });
});

describe('receipts in the portal', () => {
  it('the resident who paid reads the receipt and its PDF holding the reference and amount', async () => {
    const lease = await leaseOf(payer);
    await postCharge(lease.id, 7_777);
    const pay = await server.request('POST', '/api/payments', {
      token: payer,
      body: { amountCents: 7_777, method: 'card', token: await cardToken() },
      headers: { 'idempotency-key': `receipt-${randomUUID()}` },
    });
    expect(pay.status).toBe(201);
    const id = pay.body.id as string;

    const receipt = await server.request('GET', `/api/payments/${id}/receipt`, { token: payer });
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      reference: pay.body.reference,
      status: 'succeeded',
      methodLast4: '4242',
      amountCents: 7_777,
      feeCents: cardFeeCents(7_777, 295),
      company: { name: expect.any(String), address: expect.any(String) },
      lease: { id: lease.id },
    });

    const pdf = await getPdf(`/api/payments/${id}/receipt/pdf`, payer);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(pay.body.reference);
    expect(text).toContain('$77.77');
    const es = await pdfText(
      (await getPdf(`/api/payments/${id}/receipt/pdf?lang=es`, payer)).bytes,
    );
    expect(es).toContain('Recibo de pago');

    // The resident's receipt e-mail names the portal page.
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.subject, `%${pay.body.reference}%`));
    expect(mail?.to).toBe('helen.park@example.com');
    expect(mail?.text).toContain(`/portal/payments/${id}`);
    expect(mail?.text).toContain('Thank you for your payment');
    const total = ((7_777 + cardFeeCents(7_777, 295)) / 100).toFixed(2);
    expect(mail?.text).toMatch(new RegExp(`Total charged:\\s+\\$${total}\n`));
    expect(mail?.html).toContain('<html lang="en"');
    expect(mail?.html).toContain('>Total charged</td>');
    expect(mail?.html).toContain(`href="${server.url}/portal/payments/${id}"`);
    expect(mail?.from).toBe('"Blu" <no-reply@localhost>');

    // Admins and the property's landlord read it; another resident and landlord get 404.
    const [owner] = await server.database.db
      .select({ email: users.email })
      .from(leases)
      .innerJoin(units, eq(units.id, leases.unitId))
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(eq(leases.id, lease.id));
    const [ownerToken, strangerToken] =
      owner!.email === 'landlord@example.com' ? [landlord, landlord2] : [landlord2, landlord];
    expect(
      (await server.request('GET', `/api/payments/${id}/receipt`, { token: admin })).status,
    ).toBe(200);
    expect(
      (await server.request('GET', `/api/payments/${id}/receipt`, { token: ownerToken })).status,
    ).toBe(200);
    expect(
      (await server.request('GET', `/api/payments/${id}/receipt`, { token: strangerToken })).status,
    ).toBe(404);
    expect(
      (await server.request('GET', `/api/payments/${id}/receipt`, { token: otherResident })).status,
    ).toBe(404);
    expect((await getPdf(`/api/payments/${id}/receipt/pdf`, otherResident)).status).toBe(404);
    expect((await server.request('GET', `/api/payments/${id}/receipt`)).status).toBe(401);
  });

  it('a resident who reads Spanish is sent the receipt in Spanish, linking the /es page', async () => {
    const chose = (language: string) =>
      server.request('PATCH', '/api/auth/me', { token: otherResident, body: { language } });
    expect((await chose('es')).status).toBe(200);
    try {
      const lease = await leaseOf(otherResident);
      await postCharge(lease.id, 5_000);
      const bank = await server.request('POST', '/api/payments/sandbox/tokens', {
        body: { bank: { routingNumber: '110000000', accountNumber: '000123456789' } },
      });
      const pay = await server.request('POST', '/api/payments', {
        token: otherResident,
        body: { amountCents: 5_000, method: 'ach', token: bank.body.token },
        headers: { 'idempotency-key': `receipt-es-${randomUUID()}` },
      });
      expect(pay.status).toBe(201);
      await settlePendingPayments(ctx(), new Date(Date.now() + 61_000));
      const [mail] = await server.database.db
        .select()
        .from(outboxEmails)
        .where(like(outboxEmails.subject, `%${pay.body.reference}%`));
      expect(mail?.to).toBe('marcus.bell@example.com');
      expect(mail?.subject).toBe(`Recibo ${pay.body.reference}: $50.00 pagados a Blu`);
      expect(mail?.text).toContain('Gracias por su pago');
      expect(mail?.text).toMatch(/Estado:\s+Pagado/);
      expect(mail?.text).toMatch(/Total cobrado:\s+\$50\.00/);
      expect(mail?.text).toContain(`Ver el recibo y su PDF:\n${server.url}/es/portal/payments/`);
      expect(mail?.html).toContain('<html lang="es"');
      expect(mail?.html).toContain('>Total cobrado</td>');
      expect(mail?.text).not.toMatch(/Thank you|Total charged/);
    } finally {
      await chose('en');
    }
  });

  it('an office payment has a receipt naming the check number', async () => {
    const lease = await leaseOf(payer);
    await postCharge(lease.id, 1_000);
    const office = await server.request('POST', `/api/leases/${lease.id}/payments`, {
      token: admin,
      body: {
        amountCents: 1_000,
        method: 'check',
        externalReference: '1042',
        idempotencyKey: `office-${randomUUID()}`,
      },
    });
    expect(office.status).toBe(201);
    const receipt = await server.request('GET', `/api/payments/${office.body.id}/receipt`, {
      token: payer,
    });
    expect(receipt.body).toMatchObject({ method: 'check', checkNumber: '1042', feeCents: 0 });
  });

  it('a bank payment is pending, and its receipt e-mail is sent when it settles', async () => {
    const lease = await leaseOf(payer);
    await postCharge(lease.id, 900);
    const bank = await server.request('POST', '/api/payments/sandbox/tokens', {
      body: { bank: { routingNumber: '110000000', accountNumber: '000123456789' } },
    });
    const pay = await server.request('POST', '/api/payments', {
      token: payer,
      body: { amountCents: 900, method: 'ach', token: bank.body.token },
      headers: { 'idempotency-key': `ach-${randomUUID()}` },
    });
    expect(pay.body.status).toBe('pending');
    const mails = () =>
      server.database.db
        .select()
        .from(outboxEmails)
        .where(like(outboxEmails.subject, `%${pay.body.reference}%`));
    expect(await mails()).toHaveLength(0);
    await settlePendingPayments(ctx(), new Date(Date.now() + 61_000));
    const [settled] = await mails();
    expect(settled?.to).toBe('helen.park@example.com');
    expect(settled?.text).toContain('Paid');
  });
});

describe('a payment cut off before the processor answered', () => {
  /** What a claim leaves behind when the process dies before the processor's answer is stored. */
  async function interrupted(leaseId: string, token: string, ageMs: number) {
    const [row] = await server.database.db
      .insert(payments)
      .values({
        leaseId,
        amountCents: 1_000,
        method: 'card',
        status: 'pending',
        reference: `PAY-CUT-${randomUUID().slice(0, 8)}`,
        idempotencyKey: `cut-${randomUUID()}`,
        processorToken: token,
        receivedAt: new Date(Date.now() - ageMs),
      })
      .returning();
    return row!;
  }
  const statusOf = async (id: string) =>
    (await server.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  it('is asked of the processor again by its key: a charge that went through is recorded, a refused one counts for nothing', async () => {
    const lease = await leaseOf(payer);
    await postCharge(lease.id, 5_000);
    const old = INTERRUPTED_AFTER_MS + 60_000;
    const paid = await interrupted(lease.id, await cardToken(), old);
    const declined = await interrupted(lease.id, await cardToken('4000000000000002'), old);
    const recent = await interrupted(lease.id, await cardToken(), 1_000);
    const before = (await leaseOf(payer)).balanceCents;

    expect(await reconcileInterruptedPayments(ctx(), new Date())).toBe(2);

    const afterPaid = await statusOf(paid.id);
    expect(afterPaid.status).toBe('succeeded');
    expect(afterPaid.externalReference).toMatch(/^ch_sbx_card_/);
    const afterDeclined = await statusOf(declined.id);
    expect(afterDeclined.status).toBe('failed');
    expect(afterDeclined.failureReason).toBe('Your card was declined.');
    expect((await statusOf(recent.id)).status).toBe('pending');
    // The refused one no longer counts against the balance; the others still do.
    expect((await leaseOf(payer)).balanceCents).toBe(before + 1_000);
    // A second run finds nothing left to ask.
    expect(await reconcileInterruptedPayments(ctx(), new Date())).toBe(0);
    // The one still waiting is in the books like any pending payment: it is failed, not deleted.
    await server.database.db.transaction(async (tx) => {
      await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, recent.id));
      await syncLeaseBooks(tx, lease.id, { now: new Date() });
    });
  });
});

const ctx = () => paymentJobContext(server);
