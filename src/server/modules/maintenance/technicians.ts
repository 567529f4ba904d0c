import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { technicianVendors, users, vendors } from '../../db/tables';
import { capabilityHolders } from '../../lib/capability-holders';
import { companyToday } from '../../lib/company-time';

/**
 * The technicians work can be booked with: active accounts holding `take:work-orders:assigned`, by
 * name, each with the vendor they work for (null: in-house staff) and whether that vendor's
 * insurance certificate has expired (the schedule form warns before giving them work).
 */
export async function listTechnicians(db: Db, now = new Date()) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      vendorName: vendors.legalName,
      insuranceExpiresOn: vendors.insuranceExpiresOn,
    })
    .from(users)
    .leftJoin(technicianVendors, eq(technicianVendors.technicianId, users.id))
    .leftJoin(vendors, eq(vendors.id, technicianVendors.vendorId))
    .where(capabilityHolders('take:work-orders:assigned', { active: true }))
    .orderBy(asc(users.name));
  const today = await companyToday(db, now);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    vendorName: r.vendorName,
    insuranceExpired: r.insuranceExpiresOn !== null && r.insuranceExpiresOn < today,
  }));
}
