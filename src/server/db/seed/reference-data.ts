import { PORTAL_ROLES } from '../../../shared/constants';
import type { Db } from '../client';
import { CONTRACT_KINDS } from '../../../shared/contract-terms';
import {
  accounts,
  contractTemplates,
  contractTemplateVersions,
  roles,
  siteSettings,
} from '../tables';
import { SYSTEM_ACCOUNTS } from '../chart-of-accounts';
import { CONTRACT_TEMPLATE_TEXTS } from './contract-template-texts';

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
  await ensureContractTemplates(db);
  await ensureChartOfAccounts(db);
}

/**
 * Every account the code posts to, by its key: an account missing is added, one an administrator
 * renamed or made inactive is left as it is.
 */
async function ensureChartOfAccounts(db: Db): Promise<void> {
  await db
    .insert(accounts)
    .values(SYSTEM_ACCOUNTS.map(({ key, ...account }) => ({ ...account, systemKey: key })))
    .onConflictDoNothing();
}

/** A contract kind without a template gets the seeded Florida text as its version 1. */
async function ensureContractTemplates(db: Db): Promise<void> {
  for (const kind of CONTRACT_KINDS) {
    const text = CONTRACT_TEMPLATE_TEXTS[kind];
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(contractTemplates)
        .values({ kind, name: text.name, description: text.description })
        .onConflictDoNothing()
        .returning({ id: contractTemplates.id });
      if (created) {
        await tx
          .insert(contractTemplateVersions)
          .values({ templateId: created.id, version: 1, body: text.body });
      }
    });
  }
}
