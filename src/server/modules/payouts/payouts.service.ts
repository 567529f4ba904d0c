import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '../../../shared/language-path';
import { formatMoney } from '../../../shared/money';
import type {
  ContributionInputSchema,
  ContributionSchema,
  NachaOriginatorInput,
  PayoutMethod,
  PayoutPreview,
  PayoutPreviewRow,
  PayoutRun,
  PayoutRunInputSchema,
  PayoutSettings,
  PayoutSettingsInputSchema,
  PayoutZeroReason,
} from '../../../shared/schemas/payouts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  bankAccounts,
  ownerContributions,
  ownerPayoutRuns,
  ownerPayouts,
  ownerPayoutSettings,
  properties,
  siteSettings,
  users,
} from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { addDays, localDate } from '../../lib/calendar';
import { companyTimeZone, companyToday } from '../../lib/company-time';
import { siteUrl } from '../../lib/email-layout';
import type { Email } from '../../lib/mailer';
import { decryptTaxId, encryptTaxId, type TaxIdKey } from '../../lib/tax-id';
import { propertyCashAccounts } from '../accounting/cash-accounts';
import { postEntry, type AccountRef } from '../accounting/journal';
import { trustLiabilities, type TrustLiabilities } from '../accounting/trust-liabilities';
import { recordAudit } from '../audit/audit.service';
import { OWNER_FUNDS_LOCK } from '../bills/checks.service';
import type { PrintedCheck } from '../bills/check-pdf';
import {
  buildNachaFile,
  isRoutingNumber,
  NachaError,
  type NachaOriginator,
} from '../nacha/ppd-file';
import {
  insertNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import { monthName } from '../statements/issue-statements';

type SettingsInput = z.output<typeof PayoutSettingsInputSchema>;
type RunInput = z.output<typeof PayoutRunInputSchema>;
type ContributionInput = z.output<typeof ContributionInputSchema>;
type Contribution = z.infer<typeof ContributionSchema>;

const noKey = () =>
  new AppError(
    'conflict',
    'Bank account numbers cannot be stored or read: VENDOR_TAX_ID_KEY is not set on the server.',
  );

const masked = (last4: string | null) => (last4 ? `****${last4}` : null);

// ---------------------------------------------------------------------------------------------
// Payout settings

async function ownerName(db: Db, ownerId: string): Promise<string> {
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, ownerId));
  if (!owner) throw notFound('The owner');
  return owner.name;
}

export async function readPayoutSettings(db: Db, ownerId: string): Promise<PayoutSettings> {
  const name = await ownerName(db, ownerId);
  const [row] = await db
    .select()
    .from(ownerPayoutSettings)
    .where(eq(ownerPayoutSettings.ownerId, ownerId));
  return {
    ownerId,
    ownerName: name,
    method: row?.method ?? 'check',
    routingNumber: row?.routingNumber ?? null,
    accountMasked: masked(row?.accountLast4 ?? null),
    accountType: row?.accountType ?? null,
  };
}

/**
 * How an owner is paid. A bank transfer needs a valid routing number (its check digit), an
 * account number (stored encrypted; left out, the stored one stays) and the account's type.
 */
export async function savePayoutSettings(
  ctx: AppContext,
  actor: Actor,
  ownerId: string,
  input: SettingsInput,
): Promise<PayoutSettings> {
  const owns = await ctx.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.ownerId, ownerId))
    .limit(1);
  if (owns.length === 0) throw notFound('The owner');
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(ownerPayoutSettings)
      .where(eq(ownerPayoutSettings.ownerId, ownerId))
      .for('update');
    let values: Partial<typeof ownerPayoutSettings.$inferInsert> = {
      method: input.method,
      routingNumber: null,
      accountEncrypted: null,
      accountLast4: null,
      accountType: null,
    };
    if (input.method === 'ach') {
      const fields: Record<string, string> = {};
      if (!input.routingNumber || !isRoutingNumber(input.routingNumber)) {
        fields.routingNumber = 'Not a valid routing number: check its nine digits';
      }
      if (!input.accountNumber && !before?.accountEncrypted) {
        fields.accountNumber = 'Enter the account number';
      }
      if (!input.accountType) fields.accountType = 'Choose checking or savings';
      if (Object.keys(fields).length > 0) {
        throw new AppError('validation', 'Check the bank account', { fields });
      }
      const key = ctx.config.vendorTaxIdKey;
      if (input.accountNumber && !key) throw noKey();
      values = {
        method: 'ach',
        routingNumber: input.routingNumber!,
        accountEncrypted: input.accountNumber
          ? encryptTaxId(key!, input.accountNumber)
          : before!.accountEncrypted,
        accountLast4: input.accountNumber ? input.accountNumber.slice(-4) : before!.accountLast4,
        accountType: input.accountType!,
      };
    }
    await tx
      .insert(ownerPayoutSettings)
      .values({ ownerId, ...values, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: ownerPayoutSettings.ownerId,
        set: { ...values, updatedBy: actor.id, updatedAt: new Date() },
      });
    // The audit never holds the account number.
    await recordAudit(tx, actor, {
      action: 'owner.payout-settings',
      target: `user:${ownerId}`,
      before: before
        ? { method: before.method, routingNumber: before.routingNumber, last4: before.accountLast4 }
        : null,
      after: {
        method: values.method,
        routingNumber: values.routingNumber,
        last4: values.accountLast4,
      },
    });
  });
  return readPayoutSettings(ctx.db, ownerId);
}

// ---------------------------------------------------------------------------------------------
// The ACH originator (site settings)

export async function readOriginator(db: Db): Promise<NachaOriginator | null> {
  const [row] = await db
    .select({
      odfiRouting: siteSettings.nachaOdfiRouting,
      odfiName: siteSettings.nachaOdfiName,
      companyId: siteSettings.nachaCompanyId,
      companyName: siteSettings.nachaCompanyName,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  if (!row?.odfiRouting || !row.odfiName || !row.companyId || !row.companyName) return null;
  return {
    odfiRouting: row.odfiRouting,
    odfiName: row.odfiName,
    companyId: row.companyId,
    companyName: row.companyName,
  };
}

export async function saveOriginator(
  db: Db,
  actor: Actor,
  input: NachaOriginatorInput,
): Promise<NachaOriginator> {
  if (!isRoutingNumber(input.odfiRouting)) {
    throw fieldError('odfiRouting', 'Not a valid routing number: check its nine digits');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(siteSettings)
      .set({
        nachaOdfiRouting: input.odfiRouting,
        nachaOdfiName: input.odfiName,
        nachaCompanyId: input.companyId,
        nachaCompanyName: input.companyName,
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.id, 1));
    await recordAudit(tx, actor, {
      action: 'site-settings.nacha-originator',
      target: 'site_settings:1',
      after: { ...input },
    });
  });
  return (await readOriginator(db))!;
}

// ---------------------------------------------------------------------------------------------
// What each owner may be paid

/** The figures of one owner, by property as the distribution posts them. */
interface OwnerFigures {
  ownerId: string;
  heldCents: number;
  reserveCents: number;
  billsCents: number;
  unsettledCents: number;
  availableCents: number;
  /** What each property's cash may give (null: lines without a property), in property order. */
  parts: { propertyId: string | null; cents: number }[];
}

/**
 * available = funds held − reserves − approved unpaid bills − payments not yet settled, never
 * below zero. "Funds held" is what the trust holds for the owner: the books' funds (the approved
 * bills' expense already out) plus what is owed to vendors for them (docs/accounting.md).
 */
export function ownerAvailable(input: {
  fundsCents: number;
  payablesCents: number;
  reserveCents: number;
  unsettledCents: number;
}): number {
  const held = input.fundsCents + input.payablesCents;
  return Math.max(0, held - input.reserveCents - input.payablesCents - input.unsettledCents);
}

/** Shares `total` among the properties that can give it, in order, never more than each gives. */
export function allocate(
  parts: { propertyId: string | null; cents: number }[],
  total: number,
): { propertyId: string | null; cents: number }[] {
  let left = total;
  const out = [];
  for (const part of parts) {
    if (left <= 0) break;
    const take = Math.min(Math.max(0, part.cents), left);
    if (take > 0) out.push({ propertyId: part.propertyId, cents: take });
    left -= take;
  }
  return out;
}

async function figuresOf(db: Db, ownerIds: string[] | null): Promise<Map<string, OwnerFigures>> {
  const books: TrustLiabilities =
    ownerIds && ownerIds.length === 1
      ? await trustLiabilities(db, undefined, { ownerId: ownerIds[0]! })
      : await trustLiabilities(db);
  const only = ownerIds
    ? sql`and p.owner_id in (${sql.join(
        ownerIds.map((o) => sql`${o}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const props = await rawRows<{ property: string; owner: string; reserve: string }>(
    db,
    sql`select p.id as property, p.owner_id as owner, p.reserve_cents::text as reserve
        from properties p where p.archived_at is null ${only} order by p.name, p.id`,
  );
  const unsettled = await rawRows<{ property: string; cents: string }>(
    db,
    sql`select u.property_id as property, sum(pay.amount_cents)::text as cents
        from payments pay join leases l on l.id = pay.lease_id join units u on u.id = l.unit_id
        join properties p on p.id = u.property_id
        where pay.status = 'pending' and pay.applies_to = 'charges' ${only}
        group by u.property_id`,
  );
  const unsettledOf = new Map(unsettled.map((r) => [r.property, Number(r.cents)]));
  const out = new Map<string, OwnerFigures>();
  const figure = (owner: string) => {
    let f = out.get(owner);
    if (!f) {
      f = {
        ownerId: owner,
        heldCents: 0,
        reserveCents: 0,
        billsCents: 0,
        unsettledCents: 0,
        availableCents: 0,
        parts: [],
      };
      out.set(owner, f);
    }
    return f;
  };
  const wanted = (owner: string) => !ownerIds || ownerIds.includes(owner);
  for (const owner of books.owners) if (wanted(owner.ownerId)) figure(owner.ownerId);
  for (const p of props) figure(p.owner);
  const byProperty = new Map(
    books.byProperty.map((b) => [`${b.ownerId}|${b.propertyId ?? ''}`, b]),
  );
  for (const f of out.values()) {
    const funds = books.owners.find((o) => o.ownerId === f.ownerId)?.cents ?? 0;
    const payables = books.payables.find((o) => o.ownerId === f.ownerId)?.cents ?? 0;
    const mine = props.filter((p) => p.owner === f.ownerId);
    f.reserveCents = mine.reduce((s, p) => s + Number(p.reserve), 0);
    f.unsettledCents = mine.reduce((s, p) => s + (unsettledOf.get(p.property) ?? 0), 0);
    f.billsCents = payables;
    f.heldCents = funds + payables;
    f.availableCents = ownerAvailable({
      fundsCents: funds,
      payablesCents: payables,
      reserveCents: f.reserveCents,
      unsettledCents: f.unsettledCents,
    });
    // Each property gives what it holds for the owner past its reserve and unsettled payments.
    f.parts = [
      ...mine.map((p) => ({
        propertyId: p.property as string | null,
        cents:
          (byProperty.get(`${f.ownerId}|${p.property}`)?.fundsCents ?? 0) -
          Number(p.reserve) -
          (unsettledOf.get(p.property) ?? 0),
      })),
      {
        propertyId: null,
        cents: byProperty.get(`${f.ownerId}|`)?.fundsCents ?? 0,
      },
    ];
  }
  return out;
}

function zeroReason(f: OwnerFigures): PayoutZeroReason | null {
  if (f.availableCents > 0) return null;
  if (f.heldCents <= 0) return 'nothing_held';
  if (f.heldCents - f.billsCents <= 0) return 'bills';
  if (f.heldCents - f.billsCents - f.reserveCents <= 0) return 'reserve';
  return 'unsettled';
}

async function hasTrustBank(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.kind, 'operating_trust'))
    .limit(1);
  return rows.length > 0;
}

/** GET /api/payouts/preview: every owner's figures for the month, and who was paid already. */
export async function payoutPreview(db: Db, month: string): Promise<PayoutPreview> {
  const figures = await figuresOf(db, null);
  const ids = [...figures.keys()];
  const [names, settings, paid, originator, trustBank] = await Promise.all([
    ids.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
      : Promise.resolve([]),
    db.select().from(ownerPayoutSettings),
    db.select().from(ownerPayouts).where(eq(ownerPayouts.month, month)),
    readOriginator(db),
    hasTrustBank(db),
  ]);
  const owners: PayoutPreviewRow[] = [...figures.values()].map((f) => {
    const s = settings.find((x) => x.ownerId === f.ownerId);
    const done = paid.find((p) => p.ownerId === f.ownerId);
    const method = s?.method ?? 'check';
    let reason = done ? 'already_paid' : zeroReason(f);
    if (!reason && method === 'check' && !trustBank) reason = 'no_bank_account';
    return {
      ownerId: f.ownerId,
      ownerName: names.find((n) => n.id === f.ownerId)?.name ?? '',
      heldCents: f.heldCents,
      reserveCents: f.reserveCents,
      billsCents: f.billsCents,
      unsettledCents: f.unsettledCents,
      availableCents: done ? 0 : f.availableCents,
      method,
      accountMasked: masked(s?.accountLast4 ?? null),
      paid: done
        ? { amountCents: done.amountCents, reference: done.reference, paidOn: done.paidOn }
        : null,
      reason,
    };
  });
  owners.sort(
    (a, b) => a.ownerName.localeCompare(b.ownerName) || a.ownerId.localeCompare(b.ownerId),
  );
  return {
    month,
    owners,
    totalCents: owners.reduce((s, o) => s + (o.reason ? 0 : o.availableCents), 0),
    originatorMissing: originator === null,
  };
}

// ---------------------------------------------------------------------------------------------
// The run

const PAYOUT_MAIL = {
  en: {
    subject: (month: string) => `Your payout for ${month}`,
    heading: (month: string) => `Your payout for ${month}`,
    check: (amount: string, n: number) => `We issued check ${n} to you for ${amount}.`,
    ach: (amount: string, last4: string) =>
      `We sent ${amount} by bank transfer to your account ending in ${last4}. It usually arrives in one or two business days.`,
    amount: 'Amount',
    action: 'Open your statements',
  },
  es: {
    subject: (month: string) => `Su pago de ${month}`,
    heading: (month: string) => `Su pago de ${month}`,
    check: (amount: string, n: number) => `Emitimos a su nombre el cheque ${n} por ${amount}.`,
    ach: (amount: string, last4: string) =>
      `Enviamos ${amount} por transferencia bancaria a su cuenta terminada en ${last4}. Suele llegar en uno o dos días hábiles.`,
    amount: 'Monto',
    action: 'Abrir sus estados de cuenta',
  },
} as const;

function payoutEmail(
  owner: { email: string; name: string; language: Language },
  month: string,
  payout: {
    amountCents: number;
    method: PayoutMethod;
    checkNumber: number | null;
    last4: string | null;
  },
  url: string,
): Email {
  const t = PAYOUT_MAIL[owner.language];
  const name = monthName(month, owner.language);
  const amount = formatMoney(payout.amountCents, owner.language);
  return {
    to: owner.email,
    language: owner.language,
    subject: t.subject(name),
    content: {
      heading: t.heading(name),
      greet: owner.name,
      paragraphs: [
        payout.method === 'check'
          ? t.check(amount, payout.checkNumber!)
          : t.ach(amount, payout.last4 ?? ''),
      ],
      details: [[t.amount, amount]],
      action: { label: t.action, url },
    },
  };
}

type PaidOwner = PayoutRun['paid'][number];

async function answerRun(db: Db, runId: string): Promise<PayoutRun> {
  const [run] = await db.select().from(ownerPayoutRuns).where(eq(ownerPayoutRuns.id, runId));
  if (!run) throw notFound('The payout run');
  const rows = await db
    .select({ payout: ownerPayouts, ownerName: users.name })
    .from(ownerPayouts)
    .innerJoin(users, eq(users.id, ownerPayouts.ownerId))
    .where(eq(ownerPayouts.month, run.month))
    .orderBy(asc(users.name), asc(ownerPayouts.ownerId));
  const toPaid = (r: (typeof rows)[number]): PaidOwner => ({
    payoutId: r.payout.id,
    ownerId: r.payout.ownerId,
    ownerName: r.ownerName,
    amountCents: r.payout.amountCents,
    method: r.payout.method,
    reference: r.payout.reference,
    checkNumber: r.payout.checkNumber,
    runId: r.payout.runId,
  });
  const paid = rows.filter((r) => r.payout.runId === runId).map(toPaid);
  return {
    runId,
    month: run.month,
    paid,
    alreadyPaid: rows.filter((r) => r.payout.runId !== runId).map(toPaid),
    held: run.held,
    totalCents: paid.reduce((s, p) => s + p.amountCents, 0),
    achCount: paid.filter((p) => p.method === 'ach').length,
    checkCount: paid.filter((p) => p.method === 'check').length,
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The bank account a check for this property is drawn on (its operating trust account). */
async function checkBank(
  tx: Db,
  propertyId: string | null,
): Promise<{ bankAccountId: string } | null> {
  const cash = (await propertyCashAccounts(tx, propertyId)).operating;
  if (typeof cash === 'string') return null;
  const [bank] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.accountId, cash.id));
  return bank ? { bankAccountId: bank.id } : null;
}

/**
 * Pays one owner for the month in one transaction, under the owner's funds lock (the one bill
 * payments take): the books are read after the lock, so a bill paid a moment before is out of
 * what is available. Answers null when nothing is paid (already paid, or nothing available).
 */
async function payOwner(
  ctx: AppContext,
  actor: Actor,
  run: { id: string; month: string },
  ownerId: string,
  now: Date,
): Promise<NotificationRow | null> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_FUNDS_LOCK}, hashtext(${ownerId}))`);
    const [done] = await tx
      .select({ id: ownerPayouts.id })
      .from(ownerPayouts)
      .where(and(eq(ownerPayouts.ownerId, ownerId), eq(ownerPayouts.month, run.month)));
    if (done) return null;
    const f = (await figuresOf(tx, [ownerId])).get(ownerId);
    if (!f || f.availableCents <= 0) return null;
    const parts = allocate(f.parts, f.availableCents);
    const amount = parts.reduce((s, p) => s + p.cents, 0);
    if (amount <= 0) return null;
    const [settings] = await tx
      .select()
      .from(ownerPayoutSettings)
      .where(eq(ownerPayoutSettings.ownerId, ownerId));
    const method: PayoutMethod = settings?.method ?? 'check';
    const [owner] = await tx
      .select({ email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(eq(users.id, ownerId));
    const today = await companyToday(tx, now);
    const payoutId = randomUUID();
    let check: { bankAccountId: string; number: number } | null = null;
    if (method === 'check') {
      const bank =
        (await checkBank(tx, parts.find((p) => p.propertyId)?.propertyId ?? null)) ??
        (await checkBank(tx, null));
      if (!bank) {
        throw new AppError(
          'conflict',
          `No operating trust bank account to draw ${owner!.name}'s check on: add one on the banking screen.`,
        );
      }
      const [row] = await tx
        .select({ next: bankAccounts.nextCheckNumber })
        .from(bankAccounts)
        .where(eq(bankAccounts.id, bank.bankAccountId))
        .for('update');
      check = { bankAccountId: bank.bankAccountId, number: row!.next };
      await tx
        .update(bankAccounts)
        .set({ nextCheckNumber: row!.next + 1 })
        .where(eq(bankAccounts.id, bank.bankAccountId));
    }
    const reference = check ? `Check ${check.number}` : `ACH ${payoutId.slice(0, 8).toUpperCase()}`;
    const lines = [];
    for (const part of parts) {
      const cash: AccountRef = (await propertyCashAccounts(tx, part.propertyId)).operating;
      lines.push(
        {
          account: 'owner_funds_held' as const,
          debit: part.cents,
          ownerId,
          ...(part.propertyId ? { propertyId: part.propertyId } : {}),
        },
        {
          account: cash,
          credit: part.cents,
          ownerId,
          ...(part.propertyId ? { propertyId: part.propertyId } : {}),
        },
      );
    }
    const entry = await postEntry(tx, {
      date: today,
      source: { kind: 'distribution', id: payoutId },
      memo: `Owner payout, ${monthName(run.month)}: ${reference} to ${owner!.name}`,
      actorId: actor.id,
      lines,
    });
    await tx.insert(ownerPayouts).values({
      id: payoutId,
      runId: run.id,
      ownerId,
      month: run.month,
      amountCents: amount,
      method,
      bankAccountId: check?.bankAccountId ?? null,
      checkNumber: check?.number ?? null,
      routingNumber: method === 'ach' ? settings!.routingNumber : null,
      accountEncrypted: method === 'ach' ? settings!.accountEncrypted : null,
      accountLast4: method === 'ach' ? settings!.accountLast4 : null,
      accountType: method === 'ach' ? settings!.accountType : null,
      reference,
      entryId: entry.id,
      paidOn: today,
      createdBy: actor.id,
    });
    await recordAudit(tx, actor, {
      action: 'owner.payout',
      target: `payout:${payoutId}`,
      after: { ownerId, month: run.month, amountCents: amount, method, reference },
    });
    const link = '/portal/statements';
    await ctx.mailer.queue(
      tx,
      payoutEmail(
        owner!,
        run.month,
        {
          amountCents: amount,
          method,
          checkNumber: check?.number ?? null,
          last4: settings?.accountLast4 ?? null,
        },
        siteUrl(ctx.config.publicUrl, owner!.language, link),
      ),
    );
    return insertNotification(
      tx,
      {
        userId: ownerId,
        title: 'Payout sent',
        body: `${formatMoney(amount)} for ${monthName(run.month)}: ${reference}.`,
        link,
        topics: ['statements'],
      },
      null,
    );
  });
}

/**
 * POST /api/payouts/run: pays each owner not held back with money available, once per owner and
 * month. Each owner is paid in a transaction of their own (a crash leaves every owner paid once or
 * not at all); the unique (owner, month) index makes a second run, or a run on another instance,
 * pay nobody twice. The same key again resumes the same run and answers it.
 */
export async function runPayouts(
  ctx: AppContext,
  actor: Actor,
  input: RunInput,
  now: Date,
): Promise<PayoutRun> {
  const timeZone = await companyTimeZone(ctx.db);
  const preview = await payoutPreview(ctx.db, input.month);
  const due = preview.owners.filter((o) => !input.hold.includes(o.ownerId) && o.reason === null);
  if (due.some((o) => o.method === 'ach')) {
    if (preview.originatorMissing) {
      throw new AppError(
        'conflict',
        'Bank transfers need the ACH originator (the company’s bank and ACH company ID): enter it on the site settings page.',
      );
    }
    if (!ctx.config.vendorTaxIdKey) throw noKey();
  }
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  await ctx.db
    .insert(ownerPayoutRuns)
    .values({
      month: input.month,
      idempotencyKey: input.idempotencyKey,
      fileCreatedOn: localDate(now, timeZone),
      fileCreatedAt: clock,
      held: input.hold,
      createdBy: actor.id,
    })
    .onConflictDoNothing({ target: ownerPayoutRuns.idempotencyKey });
  const [run] = await ctx.db
    .select()
    .from(ownerPayoutRuns)
    .where(eq(ownerPayoutRuns.idempotencyKey, input.idempotencyKey));
  if (run!.month !== input.month) {
    throw fieldError('idempotencyKey', 'This key was used for another month: send a new one.');
  }
  for (const owner of due.sort((a, b) => a.ownerId.localeCompare(b.ownerId))) {
    if (run!.held.includes(owner.ownerId)) continue;
    try {
      const note = await payOwner(ctx, actor, run!, owner.ownerId, now);
      if (note) await publishNotification(ctx, note);
    } catch (err) {
      // Another run or instance paid this owner between our look and our insert.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return answerRun(ctx.db, run!.id);
}

export const readRun = (db: Db, runId: string) => answerRun(db, runId);

/** Next weekday after `day` (banks settle ACH on business days). */
function nextBusinessDay(day: string): string {
  let next = addDays(day, 1);
  for (;;) {
    const weekday = new Date(`${next}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return next;
    next = addDays(next, 1);
  }
}

/**
 * The run's bank transfers as one NACHA PPD file, built again from the stored payouts on every
 * download (the account numbers are decrypted for it and never stored in the clear).
 */
export async function runNachaFile(
  ctx: AppContext,
  runId: string,
): Promise<{ text: string; totalCents: number; count: number }> {
  const [run] = await ctx.db.select().from(ownerPayoutRuns).where(eq(ownerPayoutRuns.id, runId));
  if (!run) throw notFound('The payout run');
  const rows = await ctx.db
    .select({ payout: ownerPayouts, ownerName: users.name })
    .from(ownerPayouts)
    .innerJoin(users, eq(users.id, ownerPayouts.ownerId))
    .where(and(eq(ownerPayouts.runId, runId), eq(ownerPayouts.method, 'ach')))
    .orderBy(asc(users.name), asc(ownerPayouts.id));
  if (rows.length === 0) throw notFound('A bank transfer in this run');
  const originator = await readOriginator(ctx.db);
  if (!originator) {
    throw new AppError('conflict', 'Enter the ACH originator on the site settings page first.');
  }
  const key: TaxIdKey | null = ctx.config.vendorTaxIdKey;
  if (!key) throw noKey();
  try {
    const text = buildNachaFile(
      originator,
      [
        {
          secCode: 'PPD',
          entryDescription: 'PAYOUT',
          effectiveDate: nextBusinessDay(run.fileCreatedOn),
          entries: rows.map((r) => ({
            routingNumber: r.payout.routingNumber!,
            accountNumber: decryptTaxId(key, r.payout.accountEncrypted!),
            accountType: r.payout.accountType ?? 'checking',
            amountCents: r.payout.amountCents,
            name: r.ownerName,
            idNumber: r.payout.id.replace(/-/g, '').slice(0, 15).toUpperCase(),
          })),
        },
      ],
      { createdOn: run.fileCreatedOn, createdAt: run.fileCreatedAt },
    );
    return {
      text,
      totalCents: rows.reduce((s, r) => s + r.payout.amountCents, 0),
      count: rows.length,
    };
  } catch (err) {
    if (err instanceof NachaError)
      throw new AppError('conflict', `NACHA file: ${err.message} (${err.path})`);
    throw err;
  }
}

/** The run's checks, printed like vendor checks (one Letter page each, two stubs). */
export async function runChecks(db: Db, runId: string): Promise<PrintedCheck[]> {
  const rows = await db
    .select({
      payout: ownerPayouts,
      ownerName: users.name,
      bankName: bankAccounts.name,
      bankBank: bankAccounts.bankName,
      last4: bankAccounts.last4,
    })
    .from(ownerPayouts)
    .innerJoin(users, eq(users.id, ownerPayouts.ownerId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, ownerPayouts.bankAccountId))
    .where(and(eq(ownerPayouts.runId, runId), eq(ownerPayouts.method, 'check')))
    .orderBy(asc(ownerPayouts.checkNumber));
  if (rows.length === 0) throw notFound('A check in this run');
  return rows.map((r) => ({
    number: r.payout.checkNumber!,
    issuedOn: r.payout.paidOn,
    amountCents: r.payout.amountCents,
    payee: { name: r.ownerName, address: '' },
    bank: { name: r.bankName, bankName: r.bankBank, last4: r.last4 },
    propertyName: `Owner payout, ${monthName(r.payout.month)}`,
    bills: [],
    copyLabel: 'Owner copy',
  }));
}

/** An owner's own payouts (GET /api/payouts/mine), newest first. */
export async function ownerPayoutsOf(db: Db, ownerId: string) {
  const rows = await db
    .select()
    .from(ownerPayouts)
    .where(eq(ownerPayouts.ownerId, ownerId))
    .orderBy(sql`${ownerPayouts.month} desc`);
  return {
    items: rows.map((r) => ({
      id: r.id,
      month: r.month,
      amountCents: r.amountCents,
      method: r.method,
      reference: r.reference,
      paidOn: r.paidOn,
      accountMasked: masked(r.accountLast4),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Contributions

/**
 * Money an owner paid in, to one of their properties: debit its operating trust cash, credit
 * owner funds held (2030), in the same transaction as the row. The same key again answers it.
 */
export async function recordContribution(
  ctx: AppContext,
  actor: Actor,
  ownerId: string,
  input: ContributionInput,
  now: Date,
): Promise<Contribution> {
  const id = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .select({ id: ownerContributions.id })
      .from(ownerContributions)
      .where(eq(ownerContributions.idempotencyKey, input.idempotencyKey));
    if (done) return done.id;
    const [property] = await tx
      .select({ ownerId: properties.ownerId, name: properties.name })
      .from(properties)
      .where(eq(properties.id, input.propertyId));
    if (!property || property.ownerId !== ownerId) {
      throw fieldError('propertyId', 'Choose one of the owner’s properties');
    }
    const today = await companyToday(tx, now);
    const receivedOn = input.receivedOn ?? today;
    if (receivedOn > today) throw fieldError('receivedOn', 'The day cannot be in the future');
    const cash = (await propertyCashAccounts(tx, input.propertyId)).operating;
    const contributionId = randomUUID();
    const entry = await postEntry(tx, {
      date: receivedOn,
      source: { kind: 'contribution', id: contributionId },
      memo: input.memo || `Owner contribution, ${property.name}`,
      actorId: actor.id,
      lines: [
        { account: cash, debit: input.amountCents, propertyId: input.propertyId, ownerId },
        {
          account: 'owner_funds_held',
          credit: input.amountCents,
          propertyId: input.propertyId,
          ownerId,
        },
      ],
    });
    await tx.insert(ownerContributions).values({
      id: contributionId,
      ownerId,
      propertyId: input.propertyId,
      amountCents: input.amountCents,
      receivedOn,
      memo: input.memo,
      idempotencyKey: input.idempotencyKey,
      entryId: entry.id,
      createdBy: actor.id,
    });
    await recordAudit(tx, actor, {
      action: 'owner.contribution',
      target: `contribution:${contributionId}`,
      after: { ownerId, propertyId: input.propertyId, amountCents: input.amountCents },
    });
    return contributionId;
  });
  const [row] = await ctx.db.select().from(ownerContributions).where(eq(ownerContributions.id, id));
  return {
    id: row!.id,
    ownerId: row!.ownerId,
    propertyId: row!.propertyId,
    amountCents: row!.amountCents,
    receivedOn: row!.receivedOn,
    memo: row!.memo,
    entryId: row!.entryId,
  };
}
