import { createHash, randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  VISIT_WINDOWS,
  visitWhenText,
  type CommentVisibility,
  type MaintenanceCategory,
  type Urgency,
  type VisitWindow,
  type WorkOrderStatus,
} from '../../../shared/maintenance-terms';
import { allocateReference } from '../../lib/references';
import { addDays, localDate, localInstant, periodOf, firstDay } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { requestTitle } from '../../modules/maintenance/request-title';
import type { Db } from '../client';
import {
  communities,
  leaseResidents,
  leases,
  preventiveSchedules,
  properties,
  siteSettings,
  units,
  users,
  workOrderCosts,
  workOrderEvents,
  workOrders,
} from '../tables';
import { joinLeaseHome } from '../joins';

interface Home {
  leaseId: string;
  unitId: string;
  propertyId: string;
  ownerId: string;
  residentId: string;
  ownerEmail: string;
  residentEmail: string;
  threshold: number;
}

type Cost = [kind: 'labour' | 'parts', description: string, quantity: number, unitCents: number];
type Note = [by: 'resident' | 'admin' | 'tech', body: string, visibility: CommentVisibility];

interface DemoOrder {
  home: (homes: Home[]) => Home;
  category: MaintenanceCategory;
  urgency: Urgency;
  description: string;
  /** Hours before now it was reported. */
  reportedHoursAgo: number;
  status: WorkOrderStatus;
  /** Day offset from today (negative: past) and window of the visit, when booked. */
  visit?: [days: number, window: VisitWindow];
  waitingReason?: 'parts' | 'owner_approval';
  costs?: Cost[];
  notes?: Note[];
  /** Completed this many days ago (completed and closed ones). */
  completedDaysAgo?: number;
  completionNotes?: string;
  rating?: [stars: number, comment: string];
  cancelReason?: string;
  pets?: string;
  accessNotes?: string;
  permissionToEnter?: boolean;
}

const byEmail = (email: string) => (homes: Home[]) =>
  homes.find((h) => h.residentEmail === email) ?? homes[0]!;
const byOwner =
  (email: string, nth = 0) =>
  (homes: Home[]) => {
    const owned = homes.filter((h) => h.ownerEmail === email);
    return owned[nth % Math.max(owned.length, 1)] ?? homes[0]!;
  };
const nthHome = (n: number) => (homes: Home[]) => homes[n % homes.length]!;

/** Days back to the middle of last month, so those jobs land on last month's statement. */
function daysIntoLastMonth(today: string, day: number): number {
  const thisMonth = firstDay(periodOf(today));
  const lastMonthDay = addDays(thisMonth, -32 + day);
  return Math.round((Date.parse(today) - Date.parse(lastMonthDay)) / 86_400_000);
}

function demoOrders(today: string): DemoOrder[] {
  /**
   * A job done and closed on `day` of last month, visited that day in `window` and reported
   * `daysBefore` days earlier: it lands on last month's owner statement.
   */
  const closedLastMonth = (day: number, daysBefore: number, window: VisitWindow) => {
    const daysAgo = daysIntoLastMonth(today, day);
    return {
      reportedHoursAgo: 24 * (daysAgo + daysBefore),
      status: 'closed' as const,
      visit: [-daysAgo, window] as [number, VisitWindow],
      completedDaysAgo: daysAgo,
    };
  };
  return [
    {
      home: byEmail('resident@example.com'),
      category: 'plumbing',
      urgency: 'emergency',
      description:
        'Water is dripping through the living room ceiling, right under the upstairs bathroom. I put a bucket under it and turned off the bathroom taps.',
      reportedHoursAgo: 1,
      status: 'new',
      permissionToEnter: true,
      pets: 'A small dog, friendly; he will be in the bedroom.',
    },
    {
      home: byOwner('landlord@example.com', 1),
      category: 'air_conditioning',
      urgency: 'urgent',
      description:
        'The air conditioner runs all day but the apartment stays at 84°F. The outdoor unit hums and the fan does not turn.',
      // Reported the day before yesterday's morning visit, whatever the hour now.
      reportedHoursAgo: 56,
      status: 'waiting',
      waitingReason: 'owner_approval',
      visit: [-1, 'morning'],
      costs: [
        ['labour', 'Diagnosis and compressor replacement, 2 technicians', 400, 9_500],
        ['parts', 'Scroll compressor, 3 ton, R-410A', 1, 118_000],
        ['parts', 'Refrigerant, filter drier and capacitor', 1, 16_500],
      ],
      notes: [
        [
          'tech',
          'Compressor windings are open; capacitor tested fine. It needs a new compressor.',
          'shared',
        ],
        [
          'admin',
          'Quote sent to the owner; the unit is 9 years old, replacement is justified.',
          'internal',
        ],
      ],
    },
    {
      home: byEmail('marcus.bell@example.com'),
      category: 'appliance',
      urgency: 'routine',
      description: 'The dishwasher leaves standing water at the bottom after every cycle.',
      reportedHoursAgo: 50,
      status: 'scheduled',
      visit: [0, 'morning'],
      accessNotes: 'Gate code 4821. Parking in the visitor spaces by the pool.',
      permissionToEnter: true,
    },
    {
      home: nthHome(2),
      category: 'locks_keys',
      urgency: 'urgent',
      description: 'The front door deadbolt sticks; it takes several tries to lock it at night.',
      reportedHoursAgo: 20,
      status: 'in_progress',
      visit: [0, 'afternoon'],
      notes: [['tech', 'On my way, about 20 minutes.', 'shared']],
    },
    {
      home: nthHome(3),
      category: 'electrical',
      urgency: 'routine',
      description: 'The outlet by the kitchen sink trips every time the kettle is on.',
      reportedHoursAgo: 70,
      status: 'scheduled',
      visit: [1, 'morning'],
    },
    {
      home: nthHome(4),
      category: 'pest',
      urgency: 'routine',
      description: 'A line of small ants along the kitchen counter, coming from behind the fridge.',
      reportedHoursAgo: 96,
      status: 'scheduled',
      visit: [2, 'afternoon'],
      pets: 'Two cats: please use pet-safe bait.',
    },
    {
      home: nthHome(5),
      category: 'plumbing',
      urgency: 'routine',
      description: 'The shower drain in the main bathroom is slow; water stands ankle-deep.',
      reportedHoursAgo: 40,
      status: 'scheduled',
      visit: [3, 'morning'],
    },
    {
      home: nthHome(6),
      category: 'electrical',
      urgency: 'routine',
      description:
        'The hallway smoke detector chirps every minute, even after I changed the battery.',
      reportedHoursAgo: 26,
      status: 'scheduled',
      visit: [4, 'evening'],
    },
    {
      home: nthHome(7),
      category: 'storm_damage',
      urgency: 'urgent',
      description:
        "Saturday's squall tore two panels of the pool screen enclosure and bent a frame member.",
      reportedHoursAgo: 60,
      status: 'scheduled',
      visit: [5, 'morning'],
    },
    {
      home: nthHome(8),
      category: 'appliance',
      urgency: 'routine',
      description: 'The washing machine stops mid-cycle with error code E21.',
      reportedHoursAgo: 80,
      status: 'waiting',
      waitingReason: 'parts',
      visit: [-2, 'afternoon'],
      costs: [['labour', 'Diagnosis', 100, 9_500]],
      notes: [['tech', 'Drain pump is seized. New pump ordered, arriving Thursday.', 'shared']],
    },
    {
      home: nthHome(9),
      category: 'other',
      urgency: 'routine',
      description: 'A kitchen cabinet door hangs loose on its top hinge.',
      reportedHoursAgo: 100,
      status: 'new',
    },
    {
      home: byEmail('resident@example.com'),
      category: 'air_conditioning',
      urgency: 'routine',
      description: 'The air conditioner makes a rattling noise when it starts.',
      reportedHoursAgo: 24 * 12,
      status: 'completed',
      visit: [-3, 'morning'],
      completedDaysAgo: 3,
      completionNotes:
        'Tightened the blower housing and replaced a worn mounting grommet. Quiet now.',
      costs: [
        ['labour', 'Technician, 1 h', 100, 9_500],
        ['parts', 'Blower mounting grommets', 4, 350],
      ],
    },
    {
      home: byOwner('landlord@example.com', 0),
      category: 'plumbing',
      urgency: 'urgent',
      description: 'No hot water since this morning; the water heater pilot will not stay lit.',
      ...closedLastMonth(14, 1, 'morning'),
      completionNotes:
        'Replaced the thermocouple and cleaned the burner. Hot water restored in 40 minutes.',
      costs: [
        ['labour', 'Plumber, 1.5 h', 150, 9_500],
        ['parts', 'Thermocouple, 24 in.', 1, 2_400],
      ],
      rating: [5, 'Fast and friendly, and he explained what was wrong.'],
    },
    {
      home: byOwner('landlord@example.com', 1),
      category: 'electrical',
      urgency: 'routine',
      description: 'Two recessed lights in the living room flicker.',
      ...closedLastMonth(20, 4, 'afternoon'),
      completionNotes: 'Replaced two failing LED drivers.',
      costs: [
        ['labour', 'Electrician, 1 h', 100, 11_000],
        ['parts', 'LED driver', 2, 2_800],
      ],
      rating: [4, 'Fixed well. The visit window was a little late.'],
    },
    {
      home: byOwner('landlord2@example.com', 0),
      category: 'pest',
      urgency: 'routine',
      description: 'Quarterly pest control treatment, interior and perimeter.',
      ...closedLastMonth(8, 6, 'morning'),
      completionNotes:
        'Interior baseboards and exterior perimeter treated; bait stations refreshed.',
      costs: [['labour', 'Pest control visit', 100, 8_500]],
      rating: [5, ''],
    },
    {
      home: byOwner('landlord2@example.com', 1),
      category: 'appliance',
      urgency: 'urgent',
      description: 'The refrigerator is warm; food is spoiling.',
      ...closedLastMonth(23, 1, 'evening'),
      completionNotes: 'Replaced the evaporator fan motor; fridge at 37°F after an hour.',
      costs: [
        ['labour', 'Appliance technician, 1.25 h', 125, 9_500],
        ['parts', 'Evaporator fan motor', 1, 6_900],
      ],
      rating: [5, 'Came the same evening. Thank you!'],
    },
    {
      home: nthHome(10),
      category: 'locks_keys',
      urgency: 'routine',
      description: 'I would like a second key for the mailbox.',
      reportedHoursAgo: 24 * 6,
      status: 'cancelled',
      cancelReason: 'The building manager holds mailbox keys; we passed the request on to him.',
    },
  ];
}

/**
 * Work orders across the demo homes, as a real week looks: a fresh emergency, an overdue request,
 * one waiting for the owner's approval, a week of visits for mt@example.com, jobs waiting for parts,
 * closed and rated work from last month (so its costs are on last month's owner statements), and a
 * cancelled request. Runs before the demo statements are issued.
 */
export async function seedDemoMaintenance(db: Db, now = new Date()): Promise<void> {
  const timeZone = await companyTimeZone(db);
  const today = localDate(now, timeZone);
  const people = await db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => people.find((p) => p.email === email)?.id ?? null;
  const adminId = idOf('admin@example.com');
  const techId = idOf('mt@example.com');
  if (!techId || !adminId) return;
  await db.update(siteSettings).set({ onCallTechnicianId: techId }).where(eq(siteSettings.id, 1));

  const rows = await joinLeaseHome(
    db
      .select({
        leaseId: leases.id,
        unitId: units.id,
        propertyId: properties.id,
        ownerId: properties.ownerId,
        residentId: leaseResidents.userId,
        threshold: properties.approvalThresholdCents,
      })
      .from(leases)
      .innerJoin(leaseResidents, eq(leaseResidents.leaseId, leases.id))
      .$dynamic(),
  )
    .where(inArray(leases.status, ['active', 'notice_given']))
    .orderBy(asc(properties.name), asc(units.label));
  const emailOf = new Map(people.map((p) => [p.id, p.email]));
  const homes: Home[] = rows.map((r) => ({
    ...r,
    ownerEmail: emailOf.get(r.ownerId) ?? '',
    residentEmail: emailOf.get(r.residentId) ?? '',
  }));
  if (homes.length === 0) return;

  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  for (const demo of demoOrders(today)) {
    const home = demo.home(homes);
    const created = hoursAgo(demo.reportedHoursAgo);
    const visit = demo.visit
      ? {
          start: localInstant(
            addDays(today, demo.visit[0]),
            VISIT_WINDOWS[demo.visit[1]].from,
            timeZone,
          ),
          end: localInstant(
            addDays(today, demo.visit[0]),
            VISIT_WINDOWS[demo.visit[1]].to,
            timeZone,
          ),
        }
      : null;
    const completedAt =
      demo.completedDaysAgo !== undefined
        ? new Date(
            localInstant(addDays(today, -demo.completedDaysAgo), '11:30', timeZone).getTime(),
          )
        : null;
    const answered = demo.status !== 'new';
    const firstResponse = answered ? new Date(created.getTime() + 2 * 3_600_000) : null;
    const costs = demo.costs ?? [];
    const estimate = costs.reduce(
      (sum, [kind, , qty, unit]) =>
        sum + (kind === 'labour' ? Math.round((qty * unit) / 100) : qty * unit),
      0,
    );
    const pendingApproval = demo.waitingReason === 'owner_approval';
    const [order] = await db
      .insert(workOrders)
      .values({
        reference: await allocateReference(db, 'WO', created),
        propertyId: home.propertyId,
        unitId: home.unitId,
        leaseId: home.leaseId,
        residentId: home.residentId,
        reportedBy: home.residentId,
        source: 'resident',
        category: demo.category,
        urgency: demo.urgency,
        title: requestTitle(demo.category, demo.description),
        description: demo.description,
        permissionToEnter: demo.permissionToEnter ?? false,
        preferredTimes: ['weekday_morning', 'weekday_afternoon'],
        accessNotes: demo.accessNotes ?? '',
        pets: demo.pets ?? '',
        status: demo.status,
        waitingReason: demo.waitingReason ?? null,
        resumeStatus: pendingApproval ? 'scheduled' : null,
        technicianId: visit ? techId : null,
        scheduledStart: visit?.start ?? null,
        scheduledEnd: visit?.end ?? null,
        firstResponseAt: firstResponse,
        approvalState: pendingApproval ? 'pending' : null,
        // The e-mailed link of the demo is not known to anyone: the owner answers in the portal.
        approvalTokenHash: pendingApproval
          ? createHash('sha256').update(randomBytes(24)).digest('hex')
          : null,
        approvalTokenExpiresAt: pendingApproval ? new Date(now.getTime() + 14 * 86_400_000) : null,
        cancelReason: demo.cancelReason ?? null,
        completionNotes: demo.completionNotes ?? null,
        completedAt,
        closedAt:
          demo.status === 'closed' && completedAt
            ? new Date(completedAt.getTime() + 86_400_000)
            : null,
        rating: demo.rating?.[0] ?? null,
        ratingComment: demo.rating?.[1] || null,
        ratedAt:
          demo.rating && completedAt ? new Date(completedAt.getTime() + 3 * 3_600_000) : null,
        createdAt: created,
        updatedAt: completedAt ?? firstResponse ?? created,
      })
      .returning({ id: workOrders.id });
    const id = order!.id;
    if (costs.length > 0) {
      await db.insert(workOrderCosts).values(
        costs.map(([kind, description, quantity, unitCents]) => ({
          workOrderId: id,
          kind,
          description,
          quantity,
          unitCents,
          amountCents:
            kind === 'labour' ? Math.round((quantity * unitCents) / 100) : quantity * unitCents,
          createdBy: techId,
          createdAt: firstResponse ?? created,
        })),
      );
    }
    const events: (typeof workOrderEvents.$inferInsert)[] = [
      {
        workOrderId: id,
        kind: 'created',
        actorId: home.residentId,
        toStatus: 'new',
        createdAt: created,
      },
    ];
    let at = firstResponse;
    const step = () => (at = new Date((at ?? created).getTime() + 60_000));
    if (visit && firstResponse) {
      events.push({
        workOrderId: id,
        kind: 'scheduled',
        actorId: adminId,
        fromStatus: 'new',
        toStatus: 'scheduled',
        body: `Luis Herrera, ${visitWhenText(localDate(visit.start, timeZone), demo.visit![1])}`,
        data: {
          technicianId: techId,
          technicianName: 'Luis Herrera',
          date: localDate(visit.start, timeZone),
          window: demo.visit![1],
        },
        createdAt: firstResponse,
      });
    }
    if (['in_progress', 'waiting', 'completed', 'closed'].includes(demo.status) && visit) {
      at = new Date(Math.min(visit.start.getTime() + 30 * 60_000, now.getTime() - 60_000));
      events.push({
        workOrderId: id,
        kind: 'status',
        actorId: techId,
        fromStatus: 'scheduled',
        toStatus: 'in_progress',
        createdAt: at,
      });
    }
    for (const [by, body, visibility] of demo.notes ?? []) {
      events.push({
        workOrderId: id,
        kind: 'comment',
        actorId: by === 'resident' ? home.residentId : by === 'admin' ? adminId : techId,
        body,
        visibility,
        createdAt: step(),
      });
    }
    if (demo.waitingReason === 'parts') {
      events.push({
        workOrderId: id,
        kind: 'status',
        actorId: techId,
        fromStatus: 'in_progress',
        toStatus: 'waiting',
        createdAt: step(),
      });
    }
    if (pendingApproval) {
      events.push({
        workOrderId: id,
        kind: 'approval_requested',
        actorId: adminId,
        // The technician started the job before finding the cost over the threshold.
        fromStatus: visit ? 'in_progress' : 'scheduled',
        toStatus: 'waiting',
        data: { estimateCents: estimate, thresholdCents: home.threshold },
        createdAt: step(),
      });
    }
    if (completedAt) {
      events.push({
        workOrderId: id,
        kind: 'status',
        actorId: techId,
        fromStatus: 'in_progress',
        toStatus: 'completed',
        body: demo.completionNotes ?? '',
        createdAt: completedAt,
      });
    }
    if (demo.status === 'closed' && completedAt) {
      events.push({
        workOrderId: id,
        kind: 'status',
        actorId: adminId,
        fromStatus: 'completed',
        toStatus: 'closed',
        createdAt: new Date(completedAt.getTime() + 86_400_000),
      });
    }
    if (demo.rating && completedAt) {
      events.push({
        workOrderId: id,
        kind: 'rated',
        actorId: home.residentId,
        body: demo.rating[1],
        data: { stars: demo.rating[0] },
        createdAt: new Date(completedAt.getTime() + 3 * 3_600_000),
      });
    }
    if (demo.cancelReason && firstResponse) {
      events.push({
        workOrderId: id,
        kind: 'status',
        actorId: adminId,
        fromStatus: 'new',
        toStatus: 'cancelled',
        body: demo.cancelReason,
        createdAt: firstResponse,
      });
    }
    await db.insert(workOrderEvents).values(events);
  }
  await seedDemoSchedules(db, homes, today, adminId);
}

/**
 * The schedules every well-run portfolio keeps: air-conditioning filters every 90 days (the next
 * one due within the week, so the scheduler makes its work order on the first start), the
 * hurricane shutter check each May for a whole community, smoke detectors once a year.
 */
async function seedDemoSchedules(db: Db, homes: Home[], today: string, adminId: string) {
  const [community] = await db
    .select({ id: communities.id })
    .from(communities)
    .orderBy(asc(communities.name))
    .limit(1);
  const first = homes[0]!.propertyId;
  const second = homes.find((h) => h.propertyId !== first)?.propertyId ?? first;
  await db.insert(preventiveSchedules).values([
    {
      propertyId: first,
      title: 'Replace the air-conditioning filters',
      description:
        'Replace the return-air filters (MERV 8) and check the condensate line for clogs.',
      category: 'air_conditioning',
      repeat: 'interval',
      intervalDays: 90,
      startDate: addDays(today, -85),
      leadDays: 7,
      createdBy: adminId,
    },
    ...(community
      ? [
          {
            communityId: community.id,
            title: 'Hurricane shutter check',
            description:
              'Before the season: open and close every shutter, replace missing wing nuts, lubricate tracks and confirm the panels are labeled by window.',
            category: 'storm_damage' as const,
            repeat: 'yearly' as const,
            month: 5,
            day: 1,
            startDate: addDays(today, -400),
            leadDays: 14,
            createdBy: adminId,
          },
        ]
      : []),
    {
      propertyId: second,
      title: 'Test the smoke and carbon monoxide detectors',
      description:
        'Test every detector, replace batteries, and replace units older than ten years.',
      category: 'electrical',
      repeat: 'yearly',
      month: 1,
      day: 15,
      startDate: addDays(today, -30),
      leadDays: 14,
      createdBy: adminId,
    },
  ]);
}
