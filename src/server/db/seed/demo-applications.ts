import { and, eq, inArray } from 'drizzle-orm';
import { LEAD_KINDS } from '../../../shared/schemas/leads/registry';
import { allocateReference } from '../../lib/references';
import { applicationReceivedNotice } from '../../modules/applications/application-received';
import { leadPayload, toContactColumns } from '../../modules/leads/create-lead';
import type { Db } from '../client';
import { leadEvents, leads, listings, notifications } from '../tables';

const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** Whole days back at a UTC time, like the demo leads, so the inbox order never depends on the hour. */
function daysAgoAt(days: number, utcTime: `${number}:${number}`): Date {
  const [hours, minutes] = utcTime.split(':').map(Number);
  const at = new Date(Date.now() - days * DAY_MS);
  at.setUTCHours(hours!, minutes!, 0, 0);
  return at;
}

/**
 * Two rental applications waiting for review at /portal/applications, each for a real demo home
 * offered for rent: one comfortably over three times the rent, one just under, so the ratio the
 * screen shows means something.
 */
function demoApplications(listingIdByTitle: Map<string, string>) {
  const listingId = (title: string) => {
    const id = listingIdByTitle.get(title);
    if (!id) throw new Error(`demo application names an unknown rental listing: ${title}`);
    return id;
  };
  return [
    {
      sentAt: daysAgoAt(2, '18:05'),
      body: {
        contact: {
          name: 'Jordan Ellis',
          email: 'jordan.ellis@example.org',
          phone: '+1 (786) 555-0163',
        },
        listingId: listingId('Furnished one-bedroom, ready to move in'),
        desiredProperty: 'Furnished one-bedroom, ready to move in – Brickell, 18C',
        moveInDate: dateIn(21),
        occupants: 1,
        currentAddress: {
          street: '1420 NW 7th Street, Apt 5',
          city: 'Miami',
          state: 'FL',
          zip: '33125',
          yearsAtAddress: 3,
        },
        employment: {
          status: 'employed',
          employer: 'Biscayne Health Partners',
          jobTitle: 'Registered nurse',
          yearsEmployed: 6,
        },
        // $3,350 rent: about 3.5 times.
        monthlyIncome: 11_800,
        references: [
          { name: 'Marisol Vega', relationship: 'landlord', phone: '+1 (305) 555-0138' },
          { name: 'Dr. Alan Brooks', relationship: 'employer', phone: '+1 (305) 555-0194' },
        ],
        pets: '',
        consentScreening: true,
      },
    },
    {
      sentAt: daysAgoAt(1, '23:30'),
      body: {
        contact: {
          name: 'Camila Herrera',
          email: 'camila.herrera@example.org',
          phone: '+1 (954) 555-0127',
        },
        listingId: listingId('Pet-friendly two-bedroom over the bay'),
        desiredProperty: 'Pet-friendly two-bedroom over the bay – 15A',
        moveInDate: dateIn(35),
        occupants: 3,
        currentAddress: {
          street: '880 SE 3rd Avenue',
          city: 'Fort Lauderdale',
          state: 'FL',
          zip: '33316',
          yearsAtAddress: 5,
        },
        employment: {
          status: 'self-employed',
          employer: 'Herrera Design Studio',
          jobTitle: 'Interior designer',
          yearsEmployed: 4,
        },
        // $4,750 rent: just under 3 times.
        monthlyIncome: 13_900,
        references: [
          { name: 'Robert Kim', relationship: 'landlord', phone: '+1 (954) 555-0181' },
          { name: 'Ana Suárez', relationship: 'colleague', phone: '+1 (786) 555-0109' },
        ],
        pets: 'One golden retriever, 4 years old, 65 lb',
        consentScreening: true,
      },
    },
  ];
}

/** Stored as /car would store them, with the admins' "Application received" notice each. */
export async function seedDemoApplications(db: Db): Promise<void> {
  const titles = [
    'Furnished one-bedroom, ready to move in',
    'Pet-friendly two-bedroom over the bay',
  ];
  const rows = await db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(and(inArray(listings.title, titles), eq(listings.purpose, 'rent')));
  const byTitle = new Map(rows.map((r) => [r.title, r.id]));
  for (const demo of demoApplications(byTitle)) {
    const payload = leadPayload('car', { ...demo.body, website: '' });
    const reference = await allocateReference(db, LEAD_KINDS.car.prefix, demo.sentAt);
    const [lead] = await db
      .insert(leads)
      .values({
        kind: 'car',
        reference,
        ...toContactColumns(payload.contact),
        payload,
        createdAt: demo.sentAt,
        updatedAt: demo.sentAt,
      })
      .returning({ id: leads.id });
    if (!lead) throw new Error('demo application insert returned no row');
    await db
      .insert(leadEvents)
      .values({ leadId: lead.id, type: 'created', toStatus: 'new', createdAt: demo.sentAt });
    await db.insert(notifications).values({
      ...applicationReceivedNotice({ id: lead.id, reference, name: payload.contact.name }),
      targetRole: 'admin',
      createdAt: demo.sentAt,
    });
  }
}
