import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../tables';
import { seedDemoAutopay } from './demo-autopay';
import { postUnpostedHistory } from '../../modules/accounting/post-history';
import { recordDemoDepositNotices, seedDemoBankAccounts } from './demo-bank-accounts';
import { seedDemoBankStatements } from './demo-bank-statements';
import { seedDemoBills } from './demo-bills';
import { seedDemoBlog } from './demo-blog';
import { seedDemoContracts, type DemoFiles } from './demo-contracts';
import { seedDemoLeads } from './demo-leads';
import { seedDemoApplications } from './demo-applications';
import { seedDemoLeases } from './demo-leases';
import { seedDemoMaintenance } from './demo-maintenance';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoPlaces } from './demo-places';
import { seedDemoSite } from './demo-site';
import { seedDemoStatements } from './demo-statements';
import { seedDemoTaxProfiles } from './demo-tax-profiles';
import { seedDemoUsers } from './demo-users';

/** Held while one instance seeds: another starting at the same moment waits, then finds data. */
const SEED_LOCK = 7_250_046;

/**
 * Demo data goes only into an empty database (no users), in one transaction, so a second start
 * or a crash half-way never leaves a half-seeded database behind.
 */
export async function seedIfEmpty(db: Db, files: DemoFiles = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return false;
    const userIds = await seedDemoUsers(tx);
    await seedDemoNotifications(tx, userIds);
    await seedDemoPlaces(tx, userIds);
    await seedDemoSite(tx);
    await seedDemoBankAccounts(tx);
    await seedDemoLeases(tx, userIds);
    await seedDemoAutopay(tx, userIds);
    await seedDemoLeads(tx, userIds);
    // Before the statements: last month's repairs are expenses on them.
    await seedDemoMaintenance(tx);
    // The demo's 18 months of charges and payments, posted as the books of a company would hold them.
    await postUnpostedHistory(tx);
    await recordDemoDepositNotices(tx);
    await seedDemoStatements(tx);
    // The trust account's statements, from the books as the owner statements left them (their
    // fees moved out of trust): they reconcile to $0.00.
    await seedDemoBankStatements(tx);
    // Vendors and bills, after the statements and bank statements: their entries are dated today.
    await seedDemoBills(tx, { files: files.files, taxIdKey: files.taxIdKey });
    await seedDemoTaxProfiles(tx, files.taxIdKey);
    await seedDemoApplications(tx);
    await seedDemoContracts(tx, files);
    await seedDemoBlog(tx, userIds);
    return true;
  });
}
