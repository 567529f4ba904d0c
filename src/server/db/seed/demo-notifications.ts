import type { Db } from '../client';
import { notifications } from '../tables';

export async function seedDemoNotifications(db: Db, userIds: Map<string, string>): Promise<void> {
  const admin = userIds.get('admin@example.com');
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
  await db.insert(notifications).values([
    {
      title: 'Welcome to the Blu portal',
      body: 'Your dashboard, documents and requests are all in one place. Questions? Reply to any notification e-mail.',
      targetAll: true,
      createdBy: admin ?? null,
      createdAt: hoursAgo(48),
    },
    {
      title: 'Hurricane season checklist',
      body: 'Season runs June 1 to November 30. Review the preparedness checklist before the next watch is issued.',
      link: '/storm',
      targetAll: true,
      createdBy: admin ?? null,
      createdAt: hoursAgo(20),
    },
    {
      title: 'Three new management leads this week',
      body: 'Two owners in Fort Lauderdale and one in Naples asked for a management proposal.',
      targetRole: 'admin',
      createdBy: admin ?? null,
      createdAt: hoursAgo(3),
    },
    {
      title: 'Your lease and balance are in the portal',
      body: 'Open "My lease" to see what is due, each charge with its reference and every payment we have recorded.',
      link: '/portal/lease',
      targetRole: 'resident',
      createdBy: admin ?? null,
      createdAt: hoursAgo(6),
    },
    {
      title: 'Your visits for the week are booked',
      body: "Open My jobs for today's visits in time order, each with the address, directions and how to get in.",
      link: '/portal/work-orders',
      targetRole: 'mt',
      createdBy: admin ?? null,
      createdAt: hoursAgo(5),
    },
  ]);
}
