import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-users';
import type { ServerProcess } from './server-process';
import { post, type RoundControl, type WriteLog } from './write-stream';

/**
 * The money writes streamed into the crash test beside leads and users, since an acknowledged
 * payment must be stored once and whole: office payments
 * with idempotency keys and manual charges by the admin, and online sandbox card payments by the
 * demo resident (`POST /api/payments` with a token and an `Idempotency-Key`), a quarter of them
 * with the sandbox's declined card; and owner payout runs by the admin (a contribution by the
 * landlord, then `POST /api/payouts/run` for a month of its own), which pay each owner once or not
 * at all whatever the kill cuts; and vendors' bills paid by check (the second landlord pays money
 * in, a bill is entered and approved, then `POST /api/bill-payments/checks` with an idempotency
 * key), each bill paid once or not at all. The payout runs hold that landlord back, so the money
 * paid in for a bill is there when the bill is paid.
 */
export const MONEY_KINDS = [
  'office-payment',
  'charge',
  'card-payment',
  'payout-run',
  'bill-payment',
] as const;

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
/** A charge this large on the resident's lease each round keeps every card payment within the balance. */
const FLOAT_CENTS = 10_000_000;

export interface AckedPayment {
  id: string;
  reference: string;
  leaseId: string;
  amountCents: number;
  key: string;
  /** succeeded; `pending` only for a card payment whose processor answer a kill cut off. */
  status: string;
}

export interface AckedCharge {
  id: string;
  reference: string;
  leaseId: string;
  amountCents: number;
  kind: string;
  description: string;
}

interface OfficeBody {
  amountCents: number;
  method: 'check';
  externalReference: string;
  idempotencyKey: string;
}
interface CardBody {
  leaseId: string;
  amountCents: number;
  method: 'card';
  token: string;
}

export interface MoneyLog {
  /** Card payments sent so far: every fourth is the declined card. */
  cardAttempts: number;
  /** Leases written to: the admin's office payments and charges go round these. */
  leaseIds: string[];
  residentLeaseId: string | null;
  officePayments: AckedPayment[];
  cardPayments: AckedPayment[];
  /** Card payments answered 402 (declined): stored as failed, counting for nothing. */
  declined: { key: string; leaseId: string; amountCents: number }[];
  charges: AckedCharge[];
  /** Sent, never answered: retried with the same idempotency key once the server is back. */
  cutOffOffice: { leaseId: string; body: OfficeBody; n: number }[];
  cutOffCard: { body: CardBody; key: string; n: number }[];
  /** Charges have no idempotency key, so a cut-off one is not retried: it is there whole, or not at all. */
  cutOffCharges: number;
  /** Payout runs answered, and those a kill cut off (run again with the same key after the restart). */
  payoutRuns: { month: string; key: string; runId: string; paid: number }[];
  cutOffPayouts: { month: string; key: string; n: number }[];
  /** The landlord, who pays money in before each run so there is something to pay out. */
  payoutOwner: { ownerId: string; propertyId: string } | null;
  /** The second landlord, whose bills are paid by check: held back from the payout runs. */
  billOwner: { ownerId: string; propertyId: string; vendorId: string; accountId: string } | null;
  /** Check batches answered, and payments a kill cut off (sent again with the same key). */
  billPayments: { billId: string; key: string; batchId: string }[];
  cutOffBillPayments: { billId: string; key: string; n: number }[];
  /** What the retries after each restart found, e.g. "office 200 (stored before the kill)". */
  retries: string[];
  /** Broken promises seen by the retries (a second payment for one key, another answer). */
  retryProblems: string[];
}

export function newMoneyLog(): MoneyLog {
  return {
    cardAttempts: 0,
    leaseIds: [],
    residentLeaseId: null,
    officePayments: [],
    cardPayments: [],
    declined: [],
    charges: [],
    cutOffOffice: [],
    cutOffCard: [],
    cutOffCharges: 0,
    payoutRuns: [],
    cutOffPayouts: [],
    payoutOwner: null,
    billOwner: null,
    billPayments: [],
    cutOffBillPayments: [],
    retries: [],
    retryProblems: [],
  };
}

export const moneyMarker = (runId: string) => `crash-${runId}-`;

async function get(url: string, token: string): Promise<any> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
}

async function signIn(server: ServerProcess, log: WriteLog, email: string): Promise<string> {
  const res = await post(`${server.url}/api/auth/sign-in`, log.next++, {
    email,
    password: DEMO_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`${email} sign-in answered ${res.status}`);
  return res.body.accessToken as string;
}

export interface MoneyRound {
  adminToken: string;
  residentToken: string;
}

/**
 * Before a round's stream: the leases to write to (the resident's own and four more active ones,
 * found once), and a large charge on the resident's lease so the card stream never asks for more
 * than the balance (that refusal is a 400, and this test is about crashes, not limits).
 */
export async function prepareMoneyRound(
  server: ServerProcess,
  log: WriteLog,
  money: MoneyLog,
): Promise<MoneyRound> {
  const adminToken = await signIn(server, log, 'admin@example.com');
  const residentToken = await signIn(server, log, 'resident@example.com');
  if (!money.residentLeaseId) {
    money.residentLeaseId = (await get(`${server.url}/api/me/lease`, residentToken)).id;
    const list = await get(`${server.url}/api/leases?status=active&pageSize=10`, adminToken);
    const others = (list.leases as { id: string }[])
      .map((l) => l.id)
      .filter((id) => id !== money.residentLeaseId)
      .slice(0, 4);
    money.leaseIds = [money.residentLeaseId!, ...others];
  }
  if (!money.payoutOwner) {
    const landlordToken = await signIn(server, log, 'landlord@example.com');
    const me = await get(`${server.url}/api/auth/me`, landlordToken);
    const owned = await get(`${server.url}/api/properties`, landlordToken);
    money.payoutOwner = { ownerId: me.user.id, propertyId: owned.properties[0].id };
  }
  if (!money.billOwner) {
    const landlordToken = await signIn(server, log, 'landlord2@example.com');
    const me = await get(`${server.url}/api/auth/me`, landlordToken);
    const owned = await get(`${server.url}/api/properties`, landlordToken);
    const options = await get(`${server.url}/api/bill-options`, adminToken);
    const vendor = options.vendors[0];
    money.billOwner = {
      ownerId: me.user.id,
      propertyId: owned.properties[0].id,
      vendorId: vendor.id,
      accountId: (
        options.accounts.find((a: { code: string }) => a.code === '5100') ?? options.accounts[0]
      ).id,
    };
  }
  const n = log.next++;
  const body = {
    kind: 'other',
    amountCents: FLOAT_CENTS,
    description: `${moneyMarker(log.runId)}float-${n}`,
  };
  const res = await post(
    `${server.url}/api/leases/${money.residentLeaseId}/charges`,
    n,
    body,
    adminToken,
  );
  if (res.status !== 201) throw new Error(`the float charge answered ${res.status}`);
  money.charges.push(ackedCharge(res.body, money.residentLeaseId!, body.description));
  return { adminToken, residentToken };
}

function ackedCharge(row: any, leaseId: string, description: string): AckedCharge {
  return {
    id: row.id,
    reference: row.reference,
    leaseId,
    amountCents: row.amountCents,
    kind: row.kind,
    description,
  };
}

/** One writer of each money kind, for `writeThenKill`'s `extraWriters`. */
export function moneyWriters(
  server: ServerProcess,
  log: WriteLog,
  money: MoneyLog,
  round: MoneyRound,
  control: RoundControl,
): Promise<void>[] {
  const marker = moneyMarker(log.runId);

  async function officeWriter(): Promise<void> {
    while (!control.killing()) {
      const n = log.next++;
      const leaseId = money.leaseIds[n % money.leaseIds.length]!;
      const body: OfficeBody = {
        amountCents: 1_000 + n,
        method: 'check',
        externalReference: `CHK-${n}`,
        idempotencyKey: `${marker}pay-${n}`,
      };
      let res;
      try {
        res = await post(`${server.url}/api/leases/${leaseId}/payments`, n, body, round.adminToken);
      } catch {
        log.unanswered++;
        money.cutOffOffice.push({ leaseId, body, n });
        return;
      }
      if (res.status !== 201) {
        log.refused.push(`POST /api/leases/:id/payments ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      money.officePayments.push(ackedPayment(res.body, leaseId, body.idempotencyKey));
      control.acknowledge('office-payment');
    }
  }

  async function chargeWriter(): Promise<void> {
    while (!control.killing()) {
      const n = log.next++;
      const leaseId = money.leaseIds[n % money.leaseIds.length]!;
      const body = {
        kind: n % 2 === 0 ? 'utility' : 'other',
        amountCents: 500 + n,
        description: `${marker}charge-${n}`,
      };
      let res;
      try {
        res = await post(`${server.url}/api/leases/${leaseId}/charges`, n, body, round.adminToken);
      } catch {
        log.unanswered++;
        money.cutOffCharges++;
        return;
      }
      if (res.status !== 201) {
        log.refused.push(`POST /api/leases/:id/charges ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      money.charges.push(ackedCharge(res.body, leaseId, body.description));
      control.acknowledge('charge');
    }
  }

  async function cardWriter(): Promise<void> {
    while (!control.killing()) {
      const n = log.next++;
      const declined = money.cardAttempts++ % 4 === 3;
      let tokenRes;
      try {
        // The browser's half: the card number goes to the sandbox processor, never to /api/payments.
        tokenRes = await post(`${server.url}/api/payments/sandbox/tokens`, n, {
          card: {
            number: declined ? DECLINED_CARD : GOOD_CARD,
            expMonth: 12,
            expYear: 2099,
            cvc: '123',
          },
        });
      } catch {
        return; // the server is gone; nothing was written
      }
      if (tokenRes.status !== 201) {
        log.refused.push(`POST /api/payments/sandbox/tokens ${tokenRes.status}`);
        return;
      }
      const key = `${marker}card-${n}`;
      const body: CardBody = {
        leaseId: money.residentLeaseId!,
        amountCents: 100 + n,
        method: 'card',
        token: tokenRes.body.token,
      };
      let res;
      try {
        res = await post(`${server.url}/api/payments`, n, body, round.residentToken, {
          'idempotency-key': key,
        });
      } catch {
        log.unanswered++;
        money.cutOffCard.push({ body, key, n });
        return;
      }
      if (res.status === 201 && !declined) {
        money.cardPayments.push(ackedPayment(res.body, body.leaseId, key));
        control.acknowledge('card-payment');
      } else if (res.status === 402 && declined) {
        money.declined.push({ key, leaseId: body.leaseId, amountCents: body.amountCents });
      } else {
        log.refused.push(`POST /api/payments ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
    }
  }

  async function payoutWriter(): Promise<void> {
    const owner = money.payoutOwner!;
    while (!control.killing()) {
      const n = log.next++;
      // Money in first (a contribution, its own idempotency key), then a month of its own.
      try {
        const paidIn = await post(
          `${server.url}/api/owners/${owner.ownerId}/contributions`,
          n,
          {
            propertyId: owner.propertyId,
            amountCents: 10_000 + n,
            idempotencyKey: `${marker}in-${n}`,
          },
          round.adminToken,
        );
        if (paidIn.status !== 201) {
          log.refused.push(`POST /api/owners/:id/contributions ${paidIn.status}`);
          return;
        }
      } catch {
        log.unanswered++;
        return;
      }
      const month = payoutMonth(n);
      const key = `${marker}payout-${n}`;
      let res;
      try {
        res = await post(
          `${server.url}/api/payouts/run`,
          n,
          { month, hold: [money.billOwner!.ownerId], idempotencyKey: key },
          round.adminToken,
        );
      } catch {
        log.unanswered++;
        money.cutOffPayouts.push({ month, key, n });
        return;
      }
      if (res.status !== 200) {
        log.refused.push(`POST /api/payouts/run ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      money.payoutRuns.push({ month, key, runId: res.body.runId, paid: res.body.paid.length });
      control.acknowledge('payout-run');
    }
  }

  async function billWriter(): Promise<void> {
    const owner = money.billOwner!;
    while (!control.killing()) {
      const n = log.next++;
      // Money in for the bill, then the bill entered and approved (its expense lowers the
      // owner's funds), then paid by check with a key of its own.
      let billId: string;
      try {
        const paidIn = await post(
          `${server.url}/api/owners/${owner.ownerId}/contributions`,
          n,
          {
            propertyId: owner.propertyId,
            amountCents: 5_000 + n,
            idempotencyKey: `${marker}bill-in-${n}`,
          },
          round.adminToken,
        );
        const bill = await post(
          `${server.url}/api/bills`,
          n,
          {
            vendorId: owner.vendorId,
            propertyId: owner.propertyId,
            invoiceNumber: `${marker}inv-${n}`,
            invoiceDate: '2026-11-01',
            dueDate: '2026-12-01',
            lines: [{ accountId: owner.accountId, amountCents: 1_000 + n }],
          },
          round.adminToken,
        );
        if (paidIn.status !== 201 || bill.status !== 201) {
          log.refused.push(`bill set-up: contribution ${paidIn.status}, bill ${bill.status}`);
          return;
        }
        billId = bill.body.id;
        const approved = await post(
          `${server.url}/api/bills/${billId}/approve`,
          n,
          {},
          round.adminToken,
        );
        if (approved.status !== 200) {
          log.refused.push(`POST /api/bills/:id/approve ${approved.status}`);
          return;
        }
      } catch {
        log.unanswered++;
        return;
      }
      const key = `${marker}checks-${n}`;
      let res;
      try {
        res = await post(
          `${server.url}/api/bill-payments/checks`,
          n,
          { billIds: [billId], idempotencyKey: key },
          round.adminToken,
        );
      } catch {
        log.unanswered++;
        money.cutOffBillPayments.push({ billId, key, n });
        return;
      }
      if (res.status !== 200) {
        log.refused.push(
          `POST /api/bill-payments/checks ${res.status} ${JSON.stringify(res.body)}`,
        );
        return;
      }
      money.billPayments.push({ billId, key, batchId: res.body.batchId });
      control.acknowledge('bill-payment');
    }
  }

  return [officeWriter(), chargeWriter(), cardWriter(), payoutWriter(), billWriter()];
}

/** A month no other run of the stream uses: 'YYYY-MM' from the write's number. */
const payoutMonth = (n: number) =>
  `${2100 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;

function ackedPayment(row: any, leaseId: string, key: string): AckedPayment {
  return {
    id: row.id,
    reference: row.reference,
    leaseId,
    amountCents: row.amountCents,
    key,
    status: row.status,
  };
}

/**
 * After a restart: every payment the kill cut off is sent again with its idempotency key, as a
 * client retrying after a time-out would, and then once more; so is the last acknowledged one of
 * each kind. The first retry may make the payment (201: the kill took it before its commit) or
 * answer the stored one (200); every later one must answer that same payment, never a second.
 */
export async function retryAfterRestart(
  server: ServerProcess,
  log: WriteLog,
  money: MoneyLog,
): Promise<void> {
  const adminToken = await signIn(server, log, 'admin@example.com');
  const residentToken = await signIn(server, log, 'resident@example.com');
  const office = (leaseId: string, body: OfficeBody, n: number) =>
    post(`${server.url}/api/leases/${leaseId}/payments`, n, body, adminToken);
  const card = (body: CardBody, key: string, n: number) =>
    post(`${server.url}/api/payments`, n, body, residentToken, { 'idempotency-key': key });

  const expectSame = (
    what: string,
    first: AckedPayment | null,
    again: { status: number; body: any },
  ) => {
    if (!first) return;
    if (again.status !== 200 || again.body.id !== first.id) {
      money.retryProblems.push(
        `${what} ${first.key} retried: ${again.status} ${again.body?.id ?? ''}, expected 200 ${first.id}`,
      );
    }
  };

  for (const { leaseId, body, n } of money.cutOffOffice) {
    const first = await office(leaseId, body, n);
    if (first.status !== 200 && first.status !== 201) {
      money.retryProblems.push(
        `cut-off office payment ${body.idempotencyKey} retried: ${first.status}`,
      );
      continue;
    }
    money.retries.push(`office ${first.status}`);
    const acked = ackedPayment(first.body, leaseId, body.idempotencyKey);
    money.officePayments.push(acked);
    expectSame('office payment', acked, await office(leaseId, body, n));
  }
  const lastOffice = money.officePayments.at(-1);
  if (lastOffice) {
    expectSame(
      'acknowledged office payment',
      lastOffice,
      await office(
        lastOffice.leaseId,
        {
          amountCents: lastOffice.amountCents,
          method: 'check',
          externalReference: 'retry',
          idempotencyKey: lastOffice.key,
        },
        log.next++,
      ),
    );
  }

  for (const { body, key, n } of money.cutOffCard) {
    const first = await card(body, key, n);
    if (first.status === 402) {
      // Declined, then or now: stored once as failed, and a retry is declined again.
      money.retries.push('card 402');
      money.declined.push({ key, leaseId: body.leaseId, amountCents: body.amountCents });
      const again = await card(body, key, n);
      if (again.status !== 402)
        money.retryProblems.push(`declined ${key} retried: ${again.status}`);
      continue;
    }
    if (first.status !== 200 && first.status !== 201) {
      money.retryProblems.push(`cut-off card payment ${key} retried: ${first.status}`);
      continue;
    }
    money.retries.push(`card ${first.status} ${first.body.status}`);
    const acked = ackedPayment(first.body, body.leaseId, key);
    money.cardPayments.push(acked);
    expectSame('card payment', acked, await card(body, key, n));
  }
  const lastCard = money.cardPayments.at(-1);
  if (lastCard) {
    // The token does not matter to a replay: the key already names the payment.
    const again = await card(
      {
        leaseId: lastCard.leaseId,
        amountCents: lastCard.amountCents,
        method: 'card',
        token: 'tok_sbx_ok_000000000000000000',
      },
      lastCard.key,
      log.next++,
    );
    expectSame('acknowledged card payment', lastCard, again);
  }
  // A payout run cut off: the same key again finishes the run, paying nobody twice.
  for (const { month, key, n } of money.cutOffPayouts) {
    const body = { month, hold: [], idempotencyKey: key };
    const first = await post(`${server.url}/api/payouts/run`, n, body, adminToken);
    if (first.status !== 200) {
      money.retryProblems.push(`cut-off payout run ${key} retried: ${first.status}`);
      continue;
    }
    const again = await post(`${server.url}/api/payouts/run`, n, body, adminToken);
    const paidTwice = (again.body.paid as { ownerId: string }[]).filter((p) =>
      (first.body.alreadyPaid as { ownerId: string }[]).some((a) => a.ownerId === p.ownerId),
    );
    if (again.status !== 200 || paidTwice.length > 0) {
      money.retryProblems.push(
        `payout run ${key} retried twice: ${again.status}, paid twice ${paidTwice.length}`,
      );
    }
    money.retries.push(`payout ${first.status} (${first.body.paid.length} paid)`);
    money.payoutRuns.push({ month, key, runId: first.body.runId, paid: first.body.paid.length });
  }
  money.cutOffOffice = [];
  money.cutOffCard = [];
  money.cutOffPayouts = [];
  // A check payment cut off: the same key again answers the batch, printing nothing twice.
  for (const { billId, key, n } of money.cutOffBillPayments) {
    const body = { billIds: [billId], idempotencyKey: key };
    const first = await post(`${server.url}/api/bill-payments/checks`, n, body, adminToken);
    const again = await post(`${server.url}/api/bill-payments/checks`, n, body, adminToken);
    if (first.status !== 200 || again.status !== 200 || again.body.batchId !== first.body.batchId) {
      money.retryProblems.push(
        `check payment ${key} retried: ${first.status} then ${again.status} (${first.body?.batchId} / ${again.body?.batchId})`,
      );
      continue;
    }
    money.retries.push(`check payment ${first.status}`);
    money.billPayments.push({ billId, key, batchId: first.body.batchId });
  }
  money.cutOffBillPayments = [];
}

/** Each lease's balance as the API reports it, to hold against the rows once the server is stopped. */
export async function balancesFromApi(
  server: ServerProcess,
  log: WriteLog,
  money: MoneyLog,
): Promise<Map<string, number>> {
  const token = await signIn(server, log, 'admin@example.com');
  const balances = new Map<string, number>();
  for (const id of money.leaseIds) {
    balances.set(id, (await get(`${server.url}/api/leases/${id}`, token)).balanceCents);
  }
  return balances;
}
