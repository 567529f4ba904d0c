import { PORTAL_ROLES } from '../../../shared/constants';
import type { Db } from '../client';
import { roles, siteSettings } from '../tables';

const ROLE_DESCRIPTIONS: Record<(typeof PORTAL_ROLES)[number], string> = {
  admin: 'Company staff with full control',
  landlord: 'Property owner',
  resident: 'Tenant',
  sb: 'Sales broker',
  mt: 'Maintenance technician',
};

/** Rows the product cannot run without; written at every start, never overwriting an edit. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(PORTAL_ROLES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })))
    .onConflictDoNothing();
  await db
    .insert(siteSettings)
    .values({
      id: 1,
      brandName: 'Blu',
      legalName: 'Blu Property Management LLC',
      supportEmail: 'support@blu.example',
      phone: '+1 (305) 555-0142',
      address: '1450 Brickell Bay Drive, Suite 900, Miami, FL 33131',
    })
    .onConflictDoNothing();
}
