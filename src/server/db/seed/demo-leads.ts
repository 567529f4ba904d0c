import type { LeadStatus } from '../../../shared/schemas/leads/api';
import { LEAD_KINDS, type LeadKind } from '../../../shared/schemas/leads/registry';
import { leadPayload, toContactColumns } from '../../modules/leads/create-lead';
import { allocateReference } from '../../lib/references';
import { assignmentNotice } from '../../modules/leads/update-lead';
import type { Db } from '../client';
import { leadEvents, leads, notifications } from '../tables';

/** When something happened: whole days before today, at a UTC time (office hours in Florida). */
type When = [daysAgo: number, utcTime: `${number}:${number}`];

/** One step of a demo lead's history after it was sent, in order. */
type DemoStep =
  | { at: When; by: string; assign: string }
  | { at: When; by: string; status: LeadStatus }
  | { at: When; by: string; note: string };

interface DemoLead {
  kind: LeadKind;
  sentAt: When;
  /** The signed-in account that sent it, when it was not an anonymous visitor. */
  sentBy?: string;
  body: Record<string, unknown>;
  steps: DemoStep[];
}

const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Always in the past: at least one whole day back, whatever the time of seeding. */
function toDate([daysAgo, utcTime]: When): Date {
  const [hours, minutes] = utcTime.split(':').map(Number);
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  at.setUTCHours(hours!, minutes!, 0, 0);
  return at;
}

/**
 * The inbox a broker would find on a Monday: the three management leads the admins' demo
 * notification mentions (two in Fort Lauderdale, one in Naples), a concierge request from the
 * demo user and a renewal from the demo resident, so /portal/leads and both dashboards show work.
 */
function demoLeads(): DemoLead[] {
  return [
    {
      kind: 'ma-form',
      sentAt: [5, '15:12'],
      body: {
        contact: {
          name: 'Rebecca Thornton',
          email: 'rebecca.thornton@example.org',
          phone: '+1 (954) 555-0142',
        },
        property: {
          address: '2600 East Las Olas Boulevard',
          unit: '',
          city: 'fort-lauderdale',
          zip: '33301',
          type: 'single-family',
          bedrooms: '4',
          occupancy: 'vacant',
        },
        desiredStart: dateIn(24),
        plan: 'signature',
        notes: 'Waterfront house with a 60 ft dock; moving to Boston in December.',
        consent: true,
      },
      steps: [
        { at: [5, '16:40'], by: 'admin@example.com', assign: 'sb@example.com' },
        { at: [4, '14:05'], by: 'sb@example.com', status: 'contacted' },
        {
          at: [4, '14:10'],
          by: 'sb@example.com',
          note: 'Walked the house and the dock with Rebecca. She wants Signature from the start date; sending the agreement after she confirms the dock insurance.',
        },
      ],
    },
    {
      kind: 'multi-ma',
      sentAt: [3, '13:47'],
      body: {
        contact: {
          name: 'Patricia Lindqvist',
          email: 'patricia.lindqvist@example.org',
          phone: '+1 (239) 555-0186',
        },
        properties: [
          {
            address: '455 Gulf Shore Boulevard North',
            unit: '',
            city: 'naples',
            zip: '34102',
            type: 'villa',
            bedrooms: '3',
            occupancy: 'owner',
          },
          {
            address: '1901 Gulf Shore Boulevard North',
            unit: '602',
            city: 'naples',
            zip: '34102',
            type: 'condo',
            bedrooms: '2',
            occupancy: 'tenant',
          },
        ],
        desiredStart: dateIn(40),
        plan: 'signature',
        notes: 'We spend May to October in Minnesota. The condo tenant’s lease ends in March.',
        consent: true,
      },
      steps: [
        { at: [3, '15:02'], by: 'admin@example.com', assign: 'sb@example.com' },
        { at: [2, '16:30'], by: 'sb@example.com', status: 'contacted' },
        { at: [1, '19:15'], by: 'sb@example.com', status: 'proposal' },
        {
          at: [1, '19:16'],
          by: 'sb@example.com',
          note: 'Proposal sent: Signature for both homes, setup fee waived for the second one.',
        },
      ],
    },
    {
      kind: 'ma-form',
      sentAt: [1, '22:41'],
      body: {
        contact: {
          name: 'Kevin Osei',
          email: 'kevin.osei@example.org',
          phone: '+1 (954) 555-0117',
        },
        property: {
          address: '101 South Fort Lauderdale Beach Boulevard',
          unit: '1408',
          city: 'fort-lauderdale',
          zip: '33316',
          type: 'condo',
          bedrooms: '2',
          occupancy: 'tenant',
        },
        desiredStart: dateIn(30),
        plan: 'essential',
        notes: 'Tenant in place until August; I need rent collection and the yearly inspection.',
        consent: true,
      },
      steps: [],
    },
    {
      kind: 'concierge',
      sentAt: [6, '23:05'],
      sentBy: 'user@example.com',
      body: {
        contact: { name: 'Emma Walsh', email: 'user@example.com', phone: '+1 (617) 555-0190' },
        services: ['arrival', 'provisioning', 'boat'],
        city: 'key-west',
        propertyAddress: '615 Eaton Street, Key West',
        arrivalDate: dateIn(18),
        departureDate: dateIn(25),
        guests: 3,
        details: 'Groceries for a week before we land, and a half-day sandbar trip on day two.',
      },
      steps: [
        { at: [5, '14:30'], by: 'admin@example.com', status: 'contacted' },
        {
          at: [5, '14:32'],
          by: 'admin@example.com',
          note: 'Grocery list received by e-mail; sandbar trip held with our Key West captain.',
        },
      ],
    },
    {
      kind: 'renewal',
      sentAt: [2, '12:15'],
      sentBy: 'resident@example.com',
      body: {
        contact: {
          name: 'Sofia Delgado',
          email: 'resident@example.com',
          phone: '+1 (305) 555-0123',
        },
        property: 'Brickell Bay Tower',
        unit: '9E',
        currentLeaseEnd: dateIn(70),
        term: '12',
        changeTypes: ['parking'],
        changes: 'I would like a second parking space if one is free.',
      },
      steps: [],
    },
  ];
}

/**
 * Stores the demo leads with their history. Each body goes through the API's own parsing, so the
 * demo can never hold a lead the form itself would refuse. Assignments leave the broker's
 * notification, as they do live; no e-mails are queued for history from before the demo started.
 */
export async function seedDemoLeads(db: Db, userIds: Map<string, string>): Promise<void> {
  const idOf = (email: string) => {
    const id = userIds.get(email);
    if (!id) throw new Error(`demo lead refers to unknown demo user ${email}`);
    return id;
  };
  for (const demo of demoLeads()) {
    const def = LEAD_KINDS[demo.kind];
    const payload = leadPayload(demo.kind, { ...demo.body, website: '' });
    const sentAt = toDate(demo.sentAt);
    let status: LeadStatus = 'new';
    let assigneeId: string | null = null;
    const events: Omit<typeof leadEvents.$inferInsert, 'leadId'>[] = [];
    for (const step of demo.steps) {
      const at = toDate(step.at);
      const actorId = idOf(step.by);
      if ('assign' in step) {
        assigneeId = idOf(step.assign);
        events.push({ type: 'assigned', assigneeId, actorId, createdAt: at });
      } else if ('status' in step) {
        events.push({
          type: 'status',
          fromStatus: status,
          toStatus: step.status,
          actorId,
          createdAt: at,
        });
        status = step.status;
      } else {
        events.push({ type: 'note', note: step.note, actorId, createdAt: at });
      }
    }
    const submittedBy = demo.sentBy ? idOf(demo.sentBy) : null;
    const reference = await allocateReference(db, def.prefix, sentAt);
    const [lead] = await db
      .insert(leads)
      .values({
        kind: demo.kind,
        reference,
        ...toContactColumns(payload.contact),
        payload,
        status,
        assigneeId,
        submittedBy,
        createdAt: sentAt,
        updatedAt: events.at(-1)?.createdAt ?? sentAt,
      })
      .returning({ id: leads.id });
    if (!lead) throw new Error('demo lead insert returned no row');
    await db.insert(leadEvents).values([
      {
        leadId: lead.id,
        type: 'created',
        toStatus: 'new',
        actorId: submittedBy,
        createdAt: sentAt,
      },
      ...events.map((e) => ({ ...e, leadId: lead.id })),
    ]);
    // What the broker was told when each lead was assigned.
    for (const e of events.filter((e) => e.type === 'assigned')) {
      const notice = assignmentNotice(
        { id: lead.id, reference, contactName: payload.contact.name },
        def.label,
        e.assigneeId!,
      );
      // Inserted here, not by insertNotification, to keep the assignment's time in the past.
      await db.insert(notifications).values({
        title: notice.title,
        body: notice.body,
        link: notice.link,
        targetUserId: notice.userId,
        createdBy: e.actorId,
        createdAt: e.createdAt,
      });
    }
  }
}
