import { asc, eq, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { W9EntityType } from '../../../shared/schemas/bills';
import type {
  OwnerTaxProfile,
  OwnerTaxProfileInputSchema,
  TaxFormKind,
  TaxFormRecipient,
  TaxFormReview,
} from '../../../shared/schemas/tax-forms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { ownerTaxProfiles, taxFormThresholds, users } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { capabilityHolders } from '../../lib/capability-holders';
import {
  decryptTaxId,
  encryptTaxId,
  formatTaxId,
  maskTaxId,
  normalizeTaxId,
} from '../../lib/tax-id';
import { operatingTrustAccountIds } from '../accounting/cash-accounts';
import { recordAudit } from '../audit/audit.service';
import { miscDecision, necDecision, thresholdsFor } from './threshold-rule';

const noKey = () =>
  new AppError(
    'conflict',
    'Taxpayer ids cannot be stored or read: VENDOR_TAX_ID_KEY is not set on the server.',
  );

/** The thresholds for the year: the latest `tax_form_thresholds` row at or before it. */
export async function readThresholds(db: Db, year: number) {
  const rows = await db
    .select()
    .from(taxFormThresholds)
    .where(lte(taxFormThresholds.fromYear, year));
  return thresholdsFor(rows, year);
}

/**
 * What each vendor was paid in the year: checks issued in it (by check date), not voided. The
 * payments are one union of sources (`vendor_payments` below): a bank transfer table joins in as
 * another `union all` of (vendor, amount, day) once vendors are paid by transfer. Card payments are
 * never a source (the card processor reports them on its 1099-K); none are made to vendors today.
 */
export async function vendorPaymentsOfYear(db: Db, year: number) {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  return rawRows<{
    id: string;
    name: string;
    address: string;
    entity_type: W9EntityType | null;
    tax_id_last4: string | null;
    tax_id_kind: 'ssn' | 'ein' | null;
    eligible: boolean;
    total: string;
    payments: string;
  }>(
    db,
    sql`with vendor_payments as (
          select c.vendor_id, c.amount_cents, c.issued_on as paid_on
          from vendor_checks c
          where c.status = 'issued' and c.issued_on between ${from}::date and ${to}::date
        )
        select v.id, v.legal_name as name, v.address, v.w9_entity_type as entity_type,
               v.tax_id_last4, v.tax_id_kind, v.eligible_1099 as eligible,
               sum(p.amount_cents)::text as total, count(*)::text as payments
        from vendor_payments p
        join vendors v on v.id = p.vendor_id
        group by v.id
        order by v.legal_name, v.id`,
  );
}

/**
 * Rents paid to each owner in the year, from the books: the tenants' money that reached the
 * operating trust account for the owner's properties (payments, prepaid rent applied, deposit
 * deductions kept), less such entries reversed in the year, by the owner on the journal line (the
 * owner at the time). The same money an owner statement counts as collected, over a year: gross,
 * before management fees and expenses, as box 1 asks. Deposits in escrow are not the owner's.
 */
export async function ownerRentsOfYear(db: Db, year: number) {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  return rawRows<{ owner_id: string; total: string; payments: string }>(
    db,
    sql`select l.owner_id,
               sum(l.debit_cents - l.credit_cents)::text as total,
               count(*) filter (where e.source_kind <> 'reversal')::text as payments
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        left join journal_entries o on o.id = e.reverses_entry_id
        where l.owner_id is not null
          and l.account_id in ${operatingTrustAccountIds}
          and e.entry_date between ${from}::date and ${to}::date
          and coalesce(o.source_kind, e.source_kind) in ('payment', 'application', 'deduction')
        group by l.owner_id`,
  );
}

/** The year's review: every vendor paid and every owner paid rents, in or out and why. */
export async function taxFormReview(db: Db, year: number): Promise<TaxFormReview> {
  const thresholds = await readThresholds(db, year);
  const nec: TaxFormRecipient[] = (await vendorPaymentsOfYear(db, year)).map((v) => {
    const totalCents = Number(v.total);
    return {
      kind: 'nec',
      id: v.id,
      name: v.name,
      address: v.address,
      entityType: v.entity_type,
      taxIdMasked: maskTaxId(v.tax_id_last4, v.tax_id_kind),
      eligible: v.eligible,
      totalCents,
      payments: Number(v.payments),
      ...necDecision({
        eligible: v.eligible,
        totalCents,
        thresholdCents: thresholds.necCents,
        hasTaxId: v.tax_id_last4 !== null,
      }),
    };
  });

  const rents = await ownerRentsOfYear(db, year);
  const owners = await db
    .select({
      id: users.id,
      name: users.name,
      entityType: ownerTaxProfiles.entityType,
      legalName: ownerTaxProfiles.legalName,
      address: ownerTaxProfiles.address,
      last4: ownerTaxProfiles.taxIdLast4,
      kind: ownerTaxProfiles.taxIdKind,
    })
    .from(users)
    .leftJoin(ownerTaxProfiles, eq(ownerTaxProfiles.ownerId, users.id));
  const byId = new Map(owners.map((o) => [o.id, o]));
  const misc: TaxFormRecipient[] = rents
    .map((r) => {
      const owner = byId.get(r.owner_id);
      const totalCents = Number(r.total);
      const entityType = owner?.entityType ?? null;
      return {
        kind: 'misc' as const,
        id: r.owner_id,
        name: owner?.legalName || owner?.name || '',
        address: owner?.address ?? '',
        entityType,
        taxIdMasked: maskTaxId(owner?.last4 ?? null, owner?.kind ?? null),
        eligible: entityType === 'individual' || entityType === 'sole_proprietor',
        totalCents,
        payments: Number(r.payments),
        ...miscDecision({
          entityType,
          totalCents,
          thresholdCents: thresholds.miscRentsCents,
          hasTaxId: (owner?.last4 ?? null) !== null,
        }),
      };
    })
    .filter((r) => r.totalCents !== 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));

  return {
    year,
    thresholds: { necCents: thresholds.necCents, miscRentsCents: thresholds.miscRentsCents },
    nec,
    misc,
  };
}

/** One recipient of the year's forms (included ones only), for its PDF copy. */
export async function taxFormRecipient(
  db: Db,
  year: number,
  kind: TaxFormKind,
  id: string,
): Promise<TaxFormRecipient> {
  const review = await taxFormReview(db, year);
  const found = review[kind].find((r) => r.id === id && r.included);
  if (!found) throw notFound(`The ${year} 1099 recipient`);
  return found;
}

// ---------------------------------------------------------------- owners' tax profiles

type ProfileInput = z.output<typeof OwnerTaxProfileInputSchema>;

/** Every account that can own properties, with its tax profile (masked id) if any. */
export async function listOwnerTaxProfiles(db: Db): Promise<{ items: OwnerTaxProfile[] }> {
  const rows = await db
    .select({
      ownerId: users.id,
      ownerName: users.name,
      entityType: ownerTaxProfiles.entityType,
      legalName: ownerTaxProfiles.legalName,
      address: ownerTaxProfiles.address,
      last4: ownerTaxProfiles.taxIdLast4,
      kind: ownerTaxProfiles.taxIdKind,
    })
    .from(users)
    .leftJoin(ownerTaxProfiles, eq(ownerTaxProfiles.ownerId, users.id))
    .where(capabilityHolders('take:properties:own', { active: false }))
    .orderBy(asc(users.name));
  return {
    items: rows.map((r) => ({
      ownerId: r.ownerId,
      ownerName: r.ownerName,
      entityType: r.entityType,
      legalName: r.legalName ?? '',
      address: r.address ?? '',
      taxIdMasked: maskTaxId(r.last4, r.kind),
    })),
  };
}

async function readProfile(db: Db, ownerId: string): Promise<OwnerTaxProfile> {
  const found = (await listOwnerTaxProfiles(db)).items.find((p) => p.ownerId === ownerId);
  if (!found) throw notFound('The owner');
  return found;
}

/** Records or changes an owner's tax profile; the id is encrypted as vendors' are. */
export async function saveOwnerTaxProfile(
  ctx: AppContext,
  actor: Actor,
  ownerId: string,
  input: ProfileInput,
  now: Date,
): Promise<OwnerTaxProfile> {
  await readProfile(ctx.db, ownerId);
  let idColumns = {};
  if (input.taxId === null) idColumns = { taxIdEncrypted: null, taxIdLast4: null, taxIdKind: null };
  else if (input.taxId !== undefined) {
    const key = ctx.config.vendorTaxIdKey;
    if (!key) throw noKey();
    const { digits, kind } = normalizeTaxId(input.taxId);
    idColumns = {
      taxIdEncrypted: encryptTaxId(key, digits),
      taxIdLast4: digits.slice(-4),
      taxIdKind: kind,
    };
  }
  await ctx.db.transaction(async (tx) => {
    const values = {
      entityType: input.entityType,
      legalName: input.legalName,
      address: input.address,
      ...idColumns,
    };
    await tx
      .insert(ownerTaxProfiles)
      .values({ ownerId, ...values })
      .onConflictDoUpdate({ target: ownerTaxProfiles.ownerId, set: { ...values, updatedAt: now } });
    await recordAudit(tx, actor, {
      action: 'owner.tax-profile.save',
      target: `user:${ownerId}`,
      after: {
        entityType: input.entityType,
        legalName: input.legalName,
        address: input.address,
        taxIdChanged: input.taxId !== undefined,
      },
    });
  });
  return readProfile(ctx.db, ownerId);
}

/** The owner's taxpayer id in full: every reveal is audited (never the id itself). */
export async function revealOwnerTaxId(
  ctx: AppContext,
  actor: Actor,
  ownerId: string,
): Promise<{ taxId: string }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(ownerTaxProfiles)
      .where(eq(ownerTaxProfiles.ownerId, ownerId));
    if (!row?.taxIdEncrypted)
      throw new AppError('not_found', 'The owner has no taxpayer id on file.');
    const key = ctx.config.vendorTaxIdKey;
    if (!key) throw noKey();
    const digits = decryptTaxId(key, row.taxIdEncrypted);
    await recordAudit(tx, actor, {
      action: 'owner.tax-id.reveal',
      target: `user:${ownerId}`,
      after: { masked: maskTaxId(row.taxIdLast4, row.taxIdKind) },
    });
    return { taxId: formatTaxId(digits, row.taxIdKind) };
  });
}
