import { eq, sql } from 'drizzle-orm';
import type { ChargeKind, PaymentAppliesTo, PaymentStatus } from '../../../shared/leasing-terms';
import type { Db } from '../../db/client';
import type { SystemAccountKey } from '../../db/chart-of-accounts';
import { rawRows } from '../../db/raw-rows';
import { chargeApplications, charges, depositDeductions, leases, payments } from '../../db/tables';
import { companyTimeZone } from '../../lib/company-time';
import { localDate, maxDate } from '../../lib/calendar';
import { allocate, type OpenCharge } from './allocate';
import { companyCashAccount, leaseCashAccounts, type LeaseCashAccounts } from './cash-accounts';
import { postEntry, reverseEntry, type AccountRef, type LineInput } from './journal';

/**
 * The account on the other side of the receivable for each kind of charge (docs/accounting.md).
 * A `payment_reversal` posts nothing itself: the payment's own entries are reversed instead.
 */
const CHARGE_ACCOUNT: Record<Exclude<ChargeKind, 'payment_reversal'>, SystemAccountKey> = {
  rent: 'rent_income',
  concession: 'rent_income',
  late_fee: 'late_fee_income',
  deposit: 'security_deposits_held',
  utility: 'other_tenant_income',
  other: 'other_tenant_income',
  repair: 'other_tenant_income',
  returned_payment_fee: 'other_tenant_income',
  credit: 'other_tenant_income',
};

/** The class of the per-lease advisory lock (the office payment keys' class is 7_250_047). */
const LEASE_BOOKS_LOCK = 7_250_049;

/**
 * Brings several leases' books up to date, in id order so two writers never wait on each other
 * in a cycle.
 */
export async function syncLeasesBooks(
  tx: Db,
  leaseIds: readonly string[],
  options: SyncOptions,
): Promise<void> {
  for (const id of [...new Set(leaseIds)].sort()) await syncLeaseBooks(tx, id, options);
}

/** A payment that failed, was returned or reversed no longer counts: its entries are reversed. */
const UNDONE: readonly PaymentStatus[] = ['failed', 'returned', 'reversed'];

interface ChargeRow {
  id: string;
  kind: ChargeKind;
  amountCents: number;
  dueDate: string;
  reference: string;
  description: string;
  createdBy: string | null;
  postedAt: Date;
}

interface PaymentRow {
  id: string;
  amountCents: number;
  feeCents: number;
  status: PaymentStatus;
  appliesTo: PaymentAppliesTo;
  reference: string;
  createdBy: string | null;
  receivedAt: Date;
  reversedAt: Date | null;
  paidChargeId: string | null;
}

type Event =
  | { at: Date; rank: number; kind: 'charge'; charge: ChargeRow }
  | { at: Date; rank: number; kind: 'payment'; payment: PaymentRow }
  | { at: Date; rank: number; kind: 'undo'; payment: PaymentRow }
  | { at: Date; rank: number; kind: 'settlement' };

/** What the books already hold for one lease's events. */
interface Posted {
  /** `${kind}:${sourceId}` → entry id. */
  entries: Map<string, string>;
  /** Entry ids that have been reversed. */
  reversed: Set<string>;
}

export interface SyncOptions {
  /** When the event being recorded happened: the day a failed payment's entries are reversed. */
  now: Date;
  actorId?: string | null;
}

/**
 * Brings the books up to date with one lease's ledger, in the caller's transaction: every charge,
 * counting payment, card fee, deposit deduction and refund not yet posted is posted; a payment
 * that failed, was returned or reversed has its entries reversed and its charges opened again;
 * and money paid in advance (or a credit) is applied to charges still open, oldest first.
 *
 * Every write to a lease's ledger calls this before it commits (the event and its entry in one
 * transaction), and the history is posted by calling it for every lease: one rule for both.
 * Events are posted in the order they happened, each on its own company-local day. The caller
 * holds the lease's ledger lock (ledger-locks.ts).
 */
export async function syncLeaseBooks(tx: Db, leaseId: string, options: SyncOptions): Promise<void> {
  // Two writes to one lease that do not exclude each other (the rent run and billing a repair
  // hold it shared) would each apply the same prepaid money: the books of a lease sync one at a time.
  await tx.execute(sql`select pg_advisory_xact_lock(${LEASE_BOOKS_LOCK}, hashtext(${leaseId}))`);
  const chargeRows: ChargeRow[] = await tx
    .select({
      id: charges.id,
      kind: charges.kind,
      amountCents: charges.amountCents,
      dueDate: charges.dueDate,
      reference: charges.reference,
      description: charges.description,
      createdBy: charges.createdBy,
      postedAt: charges.postedAt,
    })
    .from(charges)
    .where(eq(charges.leaseId, leaseId));
  const paymentRows: PaymentRow[] = await tx
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      feeCents: payments.feeCents,
      status: payments.status,
      appliesTo: payments.appliesTo,
      reference: payments.reference,
      createdBy: payments.createdBy,
      receivedAt: payments.receivedAt,
      reversedAt: payments.reversedAt,
      paidChargeId: payments.paidChargeId,
    })
    .from(payments)
    .where(eq(payments.leaseId, leaseId));
  const [lease] = await tx
    .select({ endedAt: leases.endedAt, refund: leases.depositRefundCents })
    .from(leases)
    .where(eq(leases.id, leaseId));
  const deductions = await tx
    .select({ id: depositDeductions.id, amountCents: depositDeductions.amountCents })
    .from(depositDeductions)
    .where(eq(depositDeductions.leaseId, leaseId));

  const posted = await postedFor(tx, leaseId, {
    charges: chargeRows.map((c) => c.id),
    payments: paymentRows.map((p) => p.id),
    deductions: deductions.map((d) => d.id),
  });
  const has = (kind: string, id: string) => posted.entries.has(`${kind}:${id}`);

  const events: Event[] = [];
  for (const charge of chargeRows) {
    if (charge.kind !== 'payment_reversal' && !has('charge', charge.id))
      events.push({ at: charge.postedAt, rank: 0, kind: 'charge', charge });
  }
  for (const payment of paymentRows) {
    const entry = posted.entries.get(`payment:${payment.id}`);
    const undone = UNDONE.includes(payment.status);
    // A payment that failed before it was ever posted never counted: nothing to post or undo.
    if (!entry && payment.status === 'failed') continue;
    if (!entry) events.push({ at: payment.receivedAt, rank: 1, kind: 'payment', payment });
    if (undone && !(entry && posted.reversed.has(entry)))
      events.push({
        // Never before the payment itself: a history row may carry no time for its undoing.
        at: new Date(
          Math.max((payment.reversedAt ?? options.now).getTime(), payment.receivedAt.getTime()),
        ),
        rank: 2,
        kind: 'undo',
        payment,
      });
  }
  const settlementDue =
    lease?.refund != null &&
    ((lease.refund > 0 && !has('refund', leaseId)) ||
      deductions.some((d) => !has('deduction', d.id)));
  if (lease?.endedAt && settlementDue) {
    events.push({ at: lease.endedAt, rank: 3, kind: 'settlement' });
  }
  if (events.length === 0) return;
  events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.rank - b.rank);

  const books = new LeaseBooks(tx, leaseId, options.actorId ?? null, posted, {
    zone: await companyTimeZone(tx),
    cash: await leaseCashAccounts(tx, leaseId),
    company: await companyCashAccount(tx),
  });
  await books.load(chargeRows, paymentRows);
  for (const event of events) {
    const day = books.day(event.at);
    if (event.kind === 'charge') await books.postCharge(event.charge, day);
    else if (event.kind === 'payment') await books.postPayment(event.payment, day);
    else if (event.kind === 'undo') await books.undoPayment(event.payment, day);
    else await books.postSettlement(deductions, lease!.refund!, day);
    await books.applyAvailable(day);
  }
}

/** Ids as one array parameter (uuids: nothing to quote). */
const idArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * The entries already posted for one lease's events, and which of them were reversed: each
 * event's entry looked up by its kind and id (the source index), charges as `charge`, payments as
 * `payment` and `fee`, deposit deductions as `deduction`, the lease's refund as `refund`.
 */
async function postedFor(
  tx: Db,
  leaseId: string,
  ids: { charges: string[]; payments: string[]; deductions: string[] },
): Promise<Posted> {
  const entries = new Map<string, string>();
  const reversed = new Set<string>();
  const rows = await rawRows<{ id: string; kind: string; source: string; reversal: string | null }>(
    tx,
    sql`select e.id, e.source_kind as kind, e.source_id as source, r.id as reversal
        from journal_entries e
        left join journal_entries r on r.reverses_entry_id = e.id
        where (e.source_kind = 'charge' and e.source_id = any(${idArray(ids.charges)}::text[]))
           or (e.source_kind in ('payment', 'fee')
               and e.source_id = any(${idArray(ids.payments)}::text[]))
           or (e.source_kind = 'deduction'
               and e.source_id = any(${idArray(ids.deductions)}::text[]))
           or (e.source_kind = 'refund' and e.source_id = ${leaseId})`,
  );
  for (const row of rows) {
    entries.set(`${row.kind}:${row.source}`, row.id);
    if (row.reversal) reversed.add(row.id);
  }
  // Applications are keyed by their own id: find those of this lease's payments (an
  // application's lease is its payment's).
  const applied = await rawRows<{ id: string; source: string; reversal: string | null }>(
    tx,
    sql`select e.id, e.source_id as source, r.id as reversal
        from charge_applications a
        join journal_entries e on e.source_kind = 'application' and e.source_id = a.id::text
        left join journal_entries r on r.reverses_entry_id = e.id
        where a.lease_id = ${leaseId} and a.payment_id is not null`,
  );
  for (const row of applied) {
    entries.set(`application:${row.source}`, row.id);
    if (row.reversal) reversed.add(row.id);
  }
  return { entries, reversed };
}

/** One lease's open charges and unapplied money while its events are posted in order. */
class LeaseBooks {
  private open = new Map<string, OpenCharge>();
  /** Unapplied money per counting, posted payment (prepaid), and what it is meant for. */
  private unapplied = new Map<string, { cents: number; forDeposit: boolean }>();
  /** Unapplied credit per posted credit or concession. */
  private credits = new Map<string, number>();
  /** Applications per payment: charge → net cents, and the application rows with entries. */
  private paymentApplications = new Map<string, Map<string, number>>();
  private applicationIds = new Map<string, string[]>();

  constructor(
    private tx: Db,
    private leaseId: string,
    private actorId: string | null,
    private posted: Posted,
    private accounts: { zone: string; cash: LeaseCashAccounts; company: AccountRef },
  ) {}

  day(at: Date): string {
    return localDate(at, this.accounts.zone);
  }

  /** The state the earlier postings left: open amounts, unapplied payments and credits. */
  async load(chargeRows: ChargeRow[], paymentRows: PaymentRow[]): Promise<void> {
    const applications = await this.tx
      .select({
        id: chargeApplications.id,
        chargeId: chargeApplications.chargeId,
        paymentId: chargeApplications.paymentId,
        creditId: chargeApplications.creditId,
        amountCents: chargeApplications.amountCents,
      })
      .from(chargeApplications)
      .where(eq(chargeApplications.leaseId, this.leaseId));
    const appliedTo = new Map<string, number>();
    const appliedFrom = new Map<string, number>();
    for (const a of applications) {
      appliedTo.set(a.chargeId, (appliedTo.get(a.chargeId) ?? 0) + a.amountCents);
      const from = (a.paymentId ?? a.creditId)!;
      appliedFrom.set(from, (appliedFrom.get(from) ?? 0) + a.amountCents);
      if (a.paymentId) {
        this.track(a.paymentId, a.chargeId, a.amountCents);
        const ids = this.applicationIds.get(a.paymentId) ?? [];
        ids.push(a.id);
        this.applicationIds.set(a.paymentId, ids);
      }
    }
    for (const c of chargeRows) {
      if (!this.posted.entries.has(`charge:${c.id}`)) continue;
      if (c.amountCents > 0 && c.kind !== 'payment_reversal') this.addOpen(c, appliedTo);
      if (c.amountCents < 0) this.credits.set(c.id, -c.amountCents - (appliedFrom.get(c.id) ?? 0));
    }
    for (const p of paymentRows) {
      const entry = this.posted.entries.get(`payment:${p.id}`);
      if (!entry || this.posted.reversed.has(entry)) continue;
      this.unapplied.set(p.id, {
        cents: p.amountCents - (appliedFrom.get(p.id) ?? 0),
        forDeposit: p.appliesTo === 'deposit',
      });
    }
  }

  private addOpen(c: ChargeRow, appliedTo: Map<string, number>) {
    this.open.set(c.id, {
      id: c.id,
      dueDate: c.dueDate,
      reference: c.reference,
      openCents: c.amountCents - (appliedTo.get(c.id) ?? 0),
      isDeposit: c.kind === 'deposit',
    });
  }

  private track(paymentId: string, chargeId: string, cents: number) {
    const map = this.paymentApplications.get(paymentId) ?? new Map<string, number>();
    map.set(chargeId, (map.get(chargeId) ?? 0) + cents);
    this.paymentApplications.set(paymentId, map);
  }

  private line(account: AccountRef, side: 'debit' | 'credit', cents: number): LineInput[] {
    return cents > 0 ? [{ account, [side]: cents, leaseId: this.leaseId }] : [];
  }

  async postCharge(charge: ChargeRow, date: string): Promise<void> {
    if (charge.kind === 'payment_reversal') return;
    const other = CHARGE_ACCOUNT[charge.kind];
    const amount = Math.abs(charge.amountCents);
    const positive = charge.amountCents > 0;
    await postEntry(this.tx, {
      date,
      source: { kind: 'charge', id: charge.id },
      memo: `${charge.reference}: ${charge.description}`,
      actorId: charge.createdBy,
      lines: [
        ...this.line('tenant_receivable', positive ? 'debit' : 'credit', amount),
        ...this.line(other, positive ? 'credit' : 'debit', amount),
      ],
    });
    if (positive) this.addOpen(charge, new Map());
    else this.credits.set(charge.id, amount);
  }

  /**
   * Money received: it pays the open charges it may pay, the rest is prepaid rent. What pays
   * rent and charges is banked in the operating trust account; the deposit and money paid in
   * advance, in the escrow account (§83.49(1)). A card fee is the company's.
   */
  async postPayment(payment: PaymentRow, date: string): Promise<void> {
    const forDeposit = payment.appliesTo === 'deposit';
    const applied = await this.apply(
      payment.id,
      payment.amountCents,
      forDeposit,
      null,
      payment.paidChargeId,
    );
    const appliedCents = applied.reduce((s, a) => s + a.amountCents, 0);
    const prepaid = payment.amountCents - appliedCents;
    const { operating, escrow } = this.accounts.cash;
    const entry = await postEntry(this.tx, {
      date,
      source: { kind: 'payment', id: payment.id },
      memo: `${payment.reference}: payment received`,
      actorId: payment.createdBy,
      lines: [
        ...this.line(operating, 'debit', forDeposit ? 0 : appliedCents),
        ...this.line(escrow, 'debit', (forDeposit ? appliedCents : 0) + prepaid),
        ...this.line('tenant_receivable', 'credit', appliedCents),
        ...this.line('prepaid_rent', 'credit', prepaid),
      ],
    });
    this.posted.entries.set(`payment:${payment.id}`, entry.id);
    this.unapplied.set(payment.id, { cents: prepaid, forDeposit });
    if (payment.feeCents > 0) {
      const fee = await postEntry(this.tx, {
        date,
        source: { kind: 'fee', id: payment.id },
        memo: `${payment.reference}: card convenience fee`,
        actorId: payment.createdBy,
        lines: [
          { account: this.accounts.company, debit: payment.feeCents },
          { account: 'card_fee_income', credit: payment.feeCents },
        ],
      });
      this.posted.entries.set(`fee:${payment.id}`, fee.id);
    }
  }

  /**
   * A payment that no longer counts: its entries (payment, card fee, later applications) are
   * reversed and the charges it paid open again, by negative applications.
   */
  async undoPayment(payment: PaymentRow, date: string): Promise<void> {
    const reverse = async (entryId: string | undefined) => {
      if (!entryId || this.posted.reversed.has(entryId)) return;
      await reverseEntry(this.tx, entryId, {
        date: await this.notBefore(entryId, date),
        actorId: this.actorId,
        memo: `${payment.reference}: payment ${payment.status}`,
      });
      this.posted.reversed.add(entryId);
    };
    await reverse(this.posted.entries.get(`payment:${payment.id}`));
    await reverse(this.posted.entries.get(`fee:${payment.id}`));
    for (const id of this.applicationIds.get(payment.id) ?? [])
      await reverse(this.posted.entries.get(`application:${id}`));
    const undo = [...(this.paymentApplications.get(payment.id) ?? new Map<string, number>())]
      .filter(([, cents]) => cents > 0)
      .map(([chargeId, cents]) => ({ chargeId, amountCents: -cents }));
    if (undo.length) await this.insertApplications(payment.id, null, undo);
    for (const { chargeId, amountCents } of undo) {
      const open = this.open.get(chargeId);
      if (open) open.openCents -= amountCents;
      this.track(payment.id, chargeId, amountCents);
    }
    this.unapplied.delete(payment.id);
  }

  /** A reversal is dated on or after what it reverses (a payment received later in the day). */
  private async notBefore(entryId: string, date: string): Promise<string> {
    const [row] = await rawRows<{ day: string }>(
      this.tx,
      sql`select entry_date::text as day from journal_entries where id = ${entryId}`,
    );
    return row ? maxDate(row.day, date) : date;
  }

  /**
   * The deposit settled at move-out: each deduction kept becomes the owner's income (and its cash
   * moves from escrow to the operating trust account); the refund leaves escrow.
   */
  async postSettlement(
    deductions: { id: string; amountCents: number }[],
    refundCents: number,
    date: string,
  ): Promise<void> {
    const { operating, escrow } = this.accounts.cash;
    for (const d of deductions) {
      if (this.posted.entries.has(`deduction:${d.id}`)) continue;
      await postEntry(this.tx, {
        date,
        source: { kind: 'deduction', id: d.id },
        memo: 'Security deposit deduction kept',
        actorId: this.actorId,
        lines: [
          ...this.line('security_deposits_held', 'debit', d.amountCents),
          ...this.line('other_tenant_income', 'credit', d.amountCents),
          ...this.line(operating, 'debit', d.amountCents),
          ...this.line(escrow, 'credit', d.amountCents),
        ],
      });
    }
    if (refundCents > 0 && !this.posted.entries.has(`refund:${this.leaseId}`)) {
      await postEntry(this.tx, {
        date,
        source: { kind: 'refund', id: this.leaseId },
        memo: 'Security deposit refunded',
        actorId: this.actorId,
        lines: [
          ...this.line('security_deposits_held', 'debit', refundCents),
          ...this.line(escrow, 'credit', refundCents),
        ],
      });
    }
  }

  /**
   * Credits and money paid in advance go to charges still open. A credit needs no entry (the
   * credit itself lowered the receivable); prepaid rent applied moves from the liability to the
   * receivable, and its cash from escrow to the operating trust account.
   */
  async applyAvailable(date: string): Promise<void> {
    for (const [creditId, cents] of this.credits) {
      if (cents <= 0) continue;
      const applied = await this.apply(null, cents, false, creditId);
      this.credits.set(creditId, cents - applied.reduce((s, a) => s + a.amountCents, 0));
    }
    for (const [paymentId, money] of this.unapplied) {
      if (money.cents <= 0) continue;
      const applied = await this.apply(paymentId, money.cents, money.forDeposit, null);
      const { operating, escrow } = this.accounts.cash;
      for (const a of applied) {
        const toDeposit = this.open.get(a.chargeId)?.isDeposit ?? false;
        const entry = await postEntry(this.tx, {
          date,
          source: { kind: 'application', id: a.id },
          memo: 'Prepaid rent applied',
          actorId: this.actorId,
          lines: [
            ...this.line('prepaid_rent', 'debit', a.amountCents),
            ...this.line('tenant_receivable', 'credit', a.amountCents),
            ...(toDeposit
              ? []
              : [
                  ...this.line(operating, 'debit', a.amountCents),
                  ...this.line(escrow, 'credit', a.amountCents),
                ]),
          ],
        });
        this.posted.entries.set(`application:${a.id}`, entry.id);
        money.cents -= a.amountCents;
      }
    }
  }

  private async apply(
    paymentId: string | null,
    cents: number,
    forDeposit: boolean,
    creditId: string | null,
    firstChargeId: string | null = null,
  ) {
    const shares = allocate([...this.open.values()], cents, forDeposit, firstChargeId);
    if (shares.length === 0) return [];
    const rows = await this.insertApplications(paymentId, creditId, shares);
    if (paymentId) for (const s of shares) this.track(paymentId, s.chargeId, s.amountCents);
    return rows;
  }

  private async insertApplications(
    paymentId: string | null,
    creditId: string | null,
    shares: { chargeId: string; amountCents: number }[],
  ) {
    const rows = await this.tx
      .insert(chargeApplications)
      .values(shares.map((s) => ({ ...s, paymentId, creditId, leaseId: this.leaseId })))
      .returning({
        id: chargeApplications.id,
        chargeId: chargeApplications.chargeId,
        amountCents: chargeApplications.amountCents,
      });
    if (paymentId) {
      const ids = this.applicationIds.get(paymentId) ?? [];
      ids.push(...rows.map((r) => r.id));
      this.applicationIds.set(paymentId, ids);
    }
    return rows;
  }
}

/** Leases with an event the books do not hold yet: what a start after an upgrade posts. */
export async function leasesWithUnpostedEvents(db: Db): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select distinct c.lease_id as id from charges c
        where c.kind <> 'payment_reversal' and not exists (
          select 1 from journal_entries e where e.source_kind = 'charge' and e.source_id = c.id::text)
        union
        select distinct p.lease_id from payments p
        where p.status <> 'failed' and not exists (
          select 1 from journal_entries e where e.source_kind = 'payment' and e.source_id = p.id::text)
        union
        select l.id from leases l
        where l.deposit_refund_cents is not null and l.ended_at is not null and (
          (l.deposit_refund_cents > 0 and not exists (
            select 1 from journal_entries e where e.source_kind = 'refund' and e.source_id = l.id::text))
          or exists (
            select 1 from deposit_deductions d where d.lease_id = l.id and not exists (
              select 1 from journal_entries e
              where e.source_kind = 'deduction' and e.source_id = d.id::text)))`,
  );
  return rows.map((r) => r.id);
}
