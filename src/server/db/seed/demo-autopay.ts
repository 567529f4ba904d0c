import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { leaseResidents, leases, paymentMethods } from '../tables';

/**
 * Saved methods for the demo (decision 0045). resident@example.com keeps autopay off (a resident turns it on themselves);
 * Helen Park, who always pays on time, has had it on with her Visa for three months, so the admin
 * and the scheduler have an enrolment to show. Tokens are the sandbox's, made as its tokenization
 * makes them, so the scheduler can charge them.
 */
export async function seedDemoAutopay(
  db: Db,
  userIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const helen = userIds.get('helen.park@example.com');
  if (!helen) return;
  const [lease] = await db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(leaseResidents, eq(leaseResidents.leaseId, leases.id))
    .where(
      and(eq(leaseResidents.userId, helen), inArray(leases.status, ['active', 'notice_given'])),
    );
  if (!lease) return;
  const token = (outcome: string, last4: string) =>
    `tok_sbx_${outcome}_${last4}_${randomBytes(9).toString('hex')}`;
  const enrolledAt = new Date(now.getTime() - 90 * 86_400_000);
  await db.insert(paymentMethods).values([
    {
      userId: helen,
      kind: 'card',
      providerToken: token('ok', '4242'),
      brand: 'visa',
      last4: '4242',
      autopay: true,
      autopayLeaseId: lease.id,
      autopayEnrolledAt: enrolledAt,
      createdAt: enrolledAt,
    },
    {
      userId: helen,
      kind: 'ach',
      providerToken: token('ach', '6789'),
      brand: 'bank',
      last4: '6789',
      createdAt: enrolledAt,
    },
  ]);
}
