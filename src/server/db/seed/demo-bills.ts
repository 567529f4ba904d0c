import { and, asc, eq, isNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { addDays, periodOf } from '../../lib/calendar';
import { companyToday } from '../../lib/company-time';
import type { FileStore } from '../../lib/file-store';
import { demoTaxIdKey, encryptTaxId, type TaxIdKey } from '../../lib/tax-id';
import { storeBillFile } from '../../modules/bills/bill-file';
import { approveBill, askOwner } from '../../modules/bills/bill-approval';
import { createBill, voidBill } from '../../modules/bills/bill-writes';
import { payByCheck } from '../../modules/bills/checks.service';
import type { Db } from '../client';
import { accounts, properties, recurringBills, technicianVendors, users, vendors } from '../tables';

/** A one-page invoice, as a vendor would send it. */
async function invoicePdf(vendor: string, number: string, cents: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText(vendor, { x: 50, y: 730, size: 18, font });
  page.drawText(`Invoice ${number}`, { x: 50, y: 700, size: 12, font });
  page.drawText(`Amount due: $${(cents / 100).toFixed(2)}`, { x: 50, y: 680, size: 12, font });
  return Buffer.from(await doc.save());
}

/**
 * Vendors (a plumber whose technician is mt@example.com, pool service, landscaping, an electrician
 * whose insurance has lapsed), bills in each state on both demo owners' properties — a draft with
 * its invoice, one above the threshold waiting for the owner, approved, paid by check, void — and
 * a monthly landscaping bill. Written through the services, so the books hold what they would.
 */
export async function seedDemoBills(
  db: Db,
  options: { files?: FileStore; taxIdKey?: TaxIdKey | null } = {},
  now = new Date(),
): Promise<void> {
  const key = options.taxIdKey ?? demoTaxIdKey();
  const today = await companyToday(db, now);
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
  const [tech] = await db.select().from(users).where(eq(users.email, 'mt@example.com'));
  if (!admin || !tech) return;
  const actor = {
    id: admin.id,
    sessionId: '',
    email: admin.email,
    name: admin.name,
    realRole: admin.role,
    role: admin.role,
    impersonatedRole: null,
  } as Actor;
  const ctx = {
    db,
    files: options.files,
    config: { vendorTaxIdKey: key },
  } as unknown as AppContext;
  const account = async (systemKey: string) =>
    (
      await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.systemKey, systemKey))
    )[0]!.id;
  const repairs = await account('repairs_maintenance');
  const landscaping = await account('landscaping');
  const pool = await account('cleaning');

  const addVendor = async (v: {
    legalName: string;
    trade: string;
    contactName: string;
    taxId: string;
    kind: 'ssn' | 'ein';
    entity: 'llc' | 'sole_proprietor' | 'c_corporation' | 's_corporation';
    account: string;
    insurance: string | null;
    address: string;
  }) => {
    const digits = v.taxId.replace(/\D/g, '');
    const [row] = await db
      .insert(vendors)
      .values({
        legalName: v.legalName,
        trade: v.trade,
        contactName: v.contactName,
        email: `billing@${v.legalName.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
        phone: '(305) 555-0142',
        address: v.address,
        w9EntityType: v.entity,
        taxIdEncrypted: encryptTaxId(key, digits),
        taxIdLast4: digits.slice(-4),
        taxIdKind: v.kind,
        eligible1099: v.entity !== 'c_corporation',
        defaultExpenseAccountId: v.account,
        insuranceExpiresOn: v.insurance,
        paymentMethod: 'check',
      })
      .returning({ id: vendors.id });
    return row!.id;
  };
  const plumber = await addVendor({
    legalName: 'Biscayne Plumbing LLC',
    trade: 'Plumbing',
    contactName: 'Rosa Delgado',
    taxId: '59-1234567',
    kind: 'ein',
    entity: 'llc',
    account: repairs,
    insurance: addDays(today, 200),
    address: '1200 NW 7th Ave, Miami, FL 33136',
  });
  const poolService = await addVendor({
    legalName: 'Coral Pool Service',
    trade: 'Pool service',
    contactName: 'Dan Whitaker',
    taxId: '123-45-6789',
    kind: 'ssn',
    entity: 'sole_proprietor',
    account: pool,
    insurance: addDays(today, 90),
    address: '88 Coral Way, Coral Gables, FL 33134',
  });
  const landscaper = await addVendor({
    legalName: 'Palm Grove Landscaping Inc.',
    trade: 'Landscaping',
    contactName: 'Luis Ortega',
    taxId: '65-7654321',
    kind: 'ein',
    entity: 's_corporation',
    account: landscaping,
    insurance: addDays(today, 320),
    address: '4500 SW 8th St, Miami, FL 33134',
  });
  const electrician = await addVendor({
    legalName: 'Bright Spark Electric Co.',
    trade: 'Electrical',
    contactName: 'Keisha Grant',
    taxId: '59-2468013',
    kind: 'ein',
    entity: 'c_corporation',
    account: repairs,
    // Lapsed: flagged on the vendor and when one of its technicians is given work.
    insurance: addDays(today, -12),
    address: '301 Harbor Dr, Key Biscayne, FL 33149',
  });
  // The demo technician works for the plumber: completing their jobs drafts the plumber's bills.
  await db.insert(technicianVendors).values({ technicianId: tech.id, vendorId: plumber });

  const homesOf = async (email: string) =>
    db
      .select({ id: properties.id })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(and(eq(users.email, email), isNull(properties.archivedAt)))
      .orderBy(asc(properties.name));
  const mine = await homesOf('landlord@example.com');
  const theirs = await homesOf('landlord2@example.com');
  if (mine.length === 0 || theirs.length === 0) return;
  const a = mine[0]!.id;
  const b = theirs[0]!.id;
  const day = (offset: number) => addDays(today, offset);
  const bill = async (
    vendorId: string,
    propertyId: string,
    invoiceNumber: string,
    accountId: string,
    description: string,
    cents: number,
    withFile: string | null,
  ) => {
    const made = await createBill(
      ctx,
      actor,
      {
        vendorId,
        propertyId,
        unitId: null,
        invoiceNumber,
        invoiceDate: day(-10),
        dueDate: day(20),
        memo: description,
        lines: [{ accountId, description, amountCents: cents }],
      },
      now,
    );
    if (withFile && options.files) {
      await storeBillFile(
        ctx,
        actor,
        made.id,
        {
          bytes: await invoicePdf(withFile, invoiceNumber, cents),
          fileName: `${invoiceNumber}.pdf`,
        },
        now,
      );
    }
    return made.id;
  };
  // Drafts: one with its invoice file, one above the threshold the owner is asked about.
  await bill(
    plumber,
    a,
    'BP-2291',
    repairs,
    'Kitchen drain cleared',
    32_000,
    'Biscayne Plumbing LLC',
  );
  const panel = await bill(
    electrician,
    a,
    'BSE-1107',
    repairs,
    'Electrical panel replaced',
    185_000,
    null,
  );
  await askOwner(ctx, actor, panel, now);
  // Approved, on the second owner's property too (each owner has bills of their own).
  const poolB = await bill(
    poolService,
    b,
    'CPS-0412',
    pool,
    'Pool service, weekly',
    18_000,
    'Coral Pool Service',
  );
  await approveBill(ctx, actor, poolB, now);
  const poolA = await bill(poolService, a, 'CPS-0413', pool, 'Pool service, weekly', 18_000, null);
  await approveBill(ctx, actor, poolA, now);
  // Paid by check.
  const lawn = await bill(landscaper, a, 'PGL-3310', landscaping, 'Lawn and hedges', 15_000, null);
  await approveBill(ctx, actor, lawn, now);
  await payByCheck(ctx, actor, [lawn], 'demo-check-batch-1', now);
  // Entered twice by mistake: void.
  const twice = await bill(landscaper, b, 'PGL-3309', landscaping, 'Lawn and hedges', 15_000, null);
  await voidBill(ctx, actor, twice, now);
  // The monthly landscaping bill; the scheduler writes each month's draft once.
  await db.insert(recurringBills).values({
    vendorId: landscaper,
    propertyId: b,
    accountId: landscaping,
    description: 'Monthly landscaping',
    amountCents: 15_000,
    dayOfMonth: 1,
    startMonth: `${periodOf(today)}-01`,
    createdBy: admin.id,
  });
}
