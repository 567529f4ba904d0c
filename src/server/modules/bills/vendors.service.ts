import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Vendor, VendorInputSchema } from '../../../shared/schemas/bills';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { accounts, technicianVendors, users, vendors } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { capabilityHolders } from '../../lib/capability-holders';
import { companyToday } from '../../lib/company-time';
import {
  decryptTaxId,
  encryptTaxId,
  formatTaxId,
  maskTaxId,
  normalizeTaxId,
  storedFingerprint,
} from '../../lib/tax-id';
import { recordAudit } from '../audit/audit.service';

type VendorInput = z.output<typeof VendorInputSchema>;
type VendorRow = typeof vendors.$inferSelect;

const noKey = () =>
  new AppError(
    'conflict',
    'Taxpayer ids cannot be stored or read: VENDOR_TAX_ID_KEY is not set on the server.',
  );

function toVendor(
  row: VendorRow,
  today: string,
  technicians: { id: string; name: string }[],
): Vendor {
  return {
    id: row.id,
    legalName: row.legalName,
    trade: row.trade,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    w9EntityType: row.w9EntityType,
    taxIdMasked: maskTaxId(row.taxIdLast4, row.taxIdKind),
    eligible1099: row.eligible1099,
    defaultExpenseAccountId: row.defaultExpenseAccountId,
    insuranceExpiresOn: row.insuranceExpiresOn,
    insuranceExpired: insuranceExpired(row.insuranceExpiresOn, today),
    paymentMethod: row.paymentMethod,
    bankAccountTokenLast4: row.bankAccountToken ? row.bankAccountToken.slice(-4) : null,
    technicians,
    active: row.active,
  };
}

/** A certificate whose last day has passed (none on file is not flagged: there is no date). */
export const insuranceExpired = (expiresOn: string | null, today: string) =>
  expiresOn !== null && expiresOn < today;

async function techniciansOf(db: Db, vendorIds: string[]) {
  if (vendorIds.length === 0) return new Map<string, { id: string; name: string }[]>();
  const rows = await db
    .select({ vendorId: technicianVendors.vendorId, id: users.id, name: users.name })
    .from(technicianVendors)
    .innerJoin(users, eq(users.id, technicianVendors.technicianId))
    .where(inArray(technicianVendors.vendorId, vendorIds))
    .orderBy(asc(users.name));
  const map = new Map<string, { id: string; name: string }[]>();
  for (const r of rows)
    map.set(r.vendorId, [...(map.get(r.vendorId) ?? []), { id: r.id, name: r.name }]);
  return map;
}

export async function listVendors(db: Db, now: Date): Promise<{ items: Vendor[] }> {
  const rows = await db.select().from(vendors).orderBy(asc(vendors.legalName));
  const today = await companyToday(db, now);
  const techs = await techniciansOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toVendor(r, today, techs.get(r.id) ?? [])) };
}

export async function readVendor(db: Db, id: string, now: Date): Promise<Vendor> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id));
  if (!row) throw notFound('The vendor');
  const techs = await techniciansOf(db, [id]);
  return toVendor(row, await companyToday(db, now), techs.get(id) ?? []);
}

async function checkInput(db: Db, input: VendorInput) {
  if (input.defaultExpenseAccountId) {
    const [account] = await db
      .select({ type: accounts.type, active: accounts.active })
      .from(accounts)
      .where(eq(accounts.id, input.defaultExpenseAccountId));
    if (!account || account.type !== 'expense' || !account.active) {
      throw fieldError('defaultExpenseAccountId', 'Choose an active expense account.');
    }
  }
  if (input.paymentMethod === 'bank' && !input.bankAccountToken) {
    throw fieldError('bankAccountToken', 'Enter the bank account token, e.g. btok_1234abcd');
  }
  if (input.technicianIds.length > 0) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`${inArray(users.id, input.technicianIds)} and ${capabilityHolders('take:work-orders:assigned', { active: false })}`,
      );
    if (found.length !== new Set(input.technicianIds).size) {
      throw fieldError('technicianIds', 'Choose technicians from the list.');
    }
  }
}

function taxIdColumns(ctx: AppContext, taxId: string | null | undefined) {
  if (taxId === undefined) return {};
  if (taxId === null) return { taxIdEncrypted: null, taxIdLast4: null, taxIdKind: null };
  const key = ctx.config.vendorTaxIdKey;
  if (!key) throw noKey();
  const { digits, kind } = normalizeTaxId(taxId);
  return {
    taxIdEncrypted: encryptTaxId(key, digits),
    taxIdLast4: digits.slice(-4),
    taxIdKind: kind,
  };
}

async function linkTechnicians(db: Db, vendorId: string, technicianIds: string[]) {
  await db.delete(technicianVendors).where(eq(technicianVendors.vendorId, vendorId));
  if (technicianIds.length === 0) return;
  await db
    .insert(technicianVendors)
    .values([...new Set(technicianIds)].map((technicianId) => ({ technicianId, vendorId })))
    .onConflictDoUpdate({
      target: technicianVendors.technicianId,
      set: { vendorId: sql`excluded.vendor_id` },
    });
}

/** What the audit log keeps of a vendor: never the taxpayer id, only whether it changed. */
const audited = (input: VendorInput) => {
  const { taxId, bankAccountToken, ...rest } = input;
  return {
    ...rest,
    taxIdChanged: taxId !== undefined,
    bankAccountTokenSet: Boolean(bankAccountToken),
  };
};

export async function createVendor(
  ctx: AppContext,
  actor: Actor,
  input: VendorInput,
  now: Date,
): Promise<Vendor> {
  const id = await ctx.db.transaction(async (tx) => {
    await checkInput(tx, input);
    const [row] = await tx
      .insert(vendors)
      .values({
        legalName: input.legalName,
        trade: input.trade,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        w9EntityType: input.w9EntityType,
        eligible1099: input.eligible1099,
        defaultExpenseAccountId: input.defaultExpenseAccountId,
        insuranceExpiresOn: input.insuranceExpiresOn,
        paymentMethod: input.paymentMethod,
        bankAccountToken: input.paymentMethod === 'bank' ? (input.bankAccountToken ?? null) : null,
        active: input.active,
        ...taxIdColumns(ctx, input.taxId),
      })
      .returning({ id: vendors.id });
    await linkTechnicians(tx, row!.id, input.technicianIds);
    await recordAudit(tx, actor, {
      action: 'vendor.create',
      target: `vendor:${row!.id}`,
      after: audited(input),
    });
    return row!.id;
  });
  return readVendor(ctx.db, id, now);
}

export async function updateVendor(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: VendorInput,
  now: Date,
): Promise<Vendor> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(vendors).where(eq(vendors.id, id)).for('update');
    if (!before) throw notFound('The vendor');
    await checkInput(tx, input);
    await tx
      .update(vendors)
      .set({
        legalName: input.legalName,
        trade: input.trade,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        w9EntityType: input.w9EntityType,
        eligible1099: input.eligible1099,
        defaultExpenseAccountId: input.defaultExpenseAccountId,
        insuranceExpiresOn: input.insuranceExpiresOn,
        paymentMethod: input.paymentMethod,
        bankAccountToken:
          input.paymentMethod === 'bank'
            ? (input.bankAccountToken ?? before.bankAccountToken)
            : null,
        active: input.active,
        ...taxIdColumns(ctx, input.taxId),
        updatedAt: now,
      })
      .where(eq(vendors.id, id));
    await linkTechnicians(tx, id, input.technicianIds);
    await recordAudit(tx, actor, {
      action: 'vendor.update',
      target: `vendor:${id}`,
      after: audited(input),
    });
  });
  return readVendor(ctx.db, id, now);
}

/** The taxpayer id in full, for the 1099 or a call with the vendor: every reveal is audited. */
export async function revealTaxId(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ taxId: string }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(vendors).where(eq(vendors.id, id));
    if (!row) throw notFound('The vendor');
    if (!row.taxIdEncrypted)
      throw new AppError('not_found', 'The vendor has no taxpayer id on file.');
    const key = ctx.config.vendorTaxIdKey;
    if (!key) throw noKey();
    const digits = decryptTaxId(key, row.taxIdEncrypted);
    await recordAudit(tx, actor, {
      action: 'vendor.tax-id.reveal',
      target: `vendor:${id}`,
      after: { masked: maskTaxId(row.taxIdLast4, row.taxIdKind) },
    });
    return { taxId: formatTaxId(digits, row.taxIdKind) };
  });
}

/**
 * Start-up: a stored taxpayer id needs the key it was encrypted with. Answers the sentence to
 * refuse the start with, or null when all is well (no stored id, or the right key).
 */
export async function taxIdKeyProblem(
  ctx: Pick<AppContext, 'db' | 'config'>,
): Promise<string | null> {
  const stored = await rawRows<{ fingerprint: string }>(
    ctx.db,
    // Owners' bank account numbers (payouts) and taxpayer ids are stored under the same key.
    sql`select distinct split_part(tax_id_encrypted, ':', 2) as fingerprint from vendors
        where tax_id_encrypted is not null
        union select split_part(account_encrypted, ':', 2) from owner_payout_settings
        where account_encrypted is not null
        union select split_part(account_encrypted, ':', 2) from owner_payouts
        where account_encrypted is not null
        union select split_part(tax_id_encrypted, ':', 2) from owner_tax_profiles
        where tax_id_encrypted is not null`,
  );
  if (stored.length === 0) return null;
  const key = ctx.config.vendorTaxIdKey;
  if (!key) {
    return 'VENDOR_TAX_ID_KEY is not set, and vendors or owners have taxpayer ids stored encrypted: set it to the key they were stored with (docs/accounting.md, "Vendors and bills").';
  }
  const other = stored.find((r) => r.fingerprint !== key.fingerprint);
  if (other) {
    return `VENDOR_TAX_ID_KEY is not the key the stored taxpayer ids were encrypted with (key ${storedFingerprint(`v1:${other.fingerprint}`)}, this one ${key.fingerprint}).`;
  }
  return null;
}

/** The technician's company: null for in-house staff. */
export async function vendorOfTechnician(db: Db, technicianId: string, now: Date) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.legalName, expiresOn: vendors.insuranceExpiresOn })
    .from(technicianVendors)
    .innerJoin(vendors, eq(vendors.id, technicianVendors.vendorId))
    .where(eq(technicianVendors.technicianId, technicianId));
  if (!row) return null;
  const today = await companyToday(db, now);
  return { ...row, insuranceExpired: insuranceExpired(row.expiresOn, today) };
}
