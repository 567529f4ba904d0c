/**
 * The demo leases, as offsets from the day the seed runs, so "rent due now", "ends within 60 days"
 * and "delinquent" stay true whenever the demo starts. Money in cents.
 */
export interface DemoLease {
  /** `existing:<property name>/<unit>` for a seeded home, else a unit of a demo building below. */
  unit: string;
  residents: string[];
  /** Months before this month the lease started (on the 1st). */
  startedMonthsAgo: number;
  /** Days from today to the last day; null: month-to-month. */
  endsInDays: number | null;
  rentCents: number;
  depositCents: number;
  status: 'active' | 'notice_given';
  /** Months ago (1 = last month) paid after the grace days, with a late fee. */
  paidLateMonthsAgo: number[];
  /** Months ago still unpaid (0 = this month). */
  unpaidMonthsAgo: number[];
  /** Rent falls due today (the resident's demo: "rent due now"). */
  dueToday?: boolean;
}

export const DEMO_RESIDENTS = [
  { email: 'marcus.bell@example.com', name: 'Marcus Bell', phone: '+1 (954) 555-0171' },
  { email: 'priya.raman@example.com', name: 'Priya Raman', phone: '+1 (954) 555-0178' },
  { email: 'thomas.brooks@example.com', name: 'Thomas Brooks', phone: '+1 (954) 555-0183' },
  { email: 'ana.brooks@example.com', name: 'Ana Brooks', phone: null },
  { email: 'helen.park@example.com', name: 'Helen Park', phone: '+1 (239) 555-0190' },
  { email: 'diego.ferrer@example.com', name: 'Diego Ferrer', phone: '+1 (239) 555-0195' },
] as const;

/** Buildings with no listings: every unit is let (or, for D, vacant between tenants). */
export const DEMO_BUILDINGS = [
  {
    owner: 'landlord@example.com',
    citySlug: 'fort-lauderdale',
    planSlug: 'signature',
    name: 'Bayshore Villas',
    kind: 'villa',
    addressLine: '2700 Bayshore Drive',
    postalCode: '33304',
    neighborhood: 'Coral Ridge',
    units: ['A', 'B', 'C', 'D'],
  },
  {
    owner: 'landlord2@example.com',
    citySlug: 'naples',
    planSlug: 'essential',
    name: 'Gulf Garden Court',
    kind: 'townhouse',
    addressLine: '880 Gulf Garden Court',
    postalCode: '34102',
    neighborhood: 'Olde Naples',
    units: ['1', '2'],
  },
] as const;

export const DEMO_LEASES: DemoLease[] = [
  {
    unit: 'existing:Brickell Bay Tower 9E/9E',
    residents: ['resident@example.com'],
    startedMonthsAgo: 17,
    endsInDays: 200,
    rentCents: 435_000,
    depositCents: 435_000,
    status: 'active',
    paidLateMonthsAgo: [11, 4],
    unpaidMonthsAgo: [0],
    dueToday: true,
  },
  {
    unit: 'Bayshore Villas/A',
    residents: ['marcus.bell@example.com'],
    startedMonthsAgo: 14,
    endsInDays: 45,
    rentCents: 385_000,
    depositCents: 385_000,
    status: 'active',
    paidLateMonthsAgo: [],
    unpaidMonthsAgo: [],
  },
  {
    unit: 'Bayshore Villas/B',
    residents: ['priya.raman@example.com'],
    startedMonthsAgo: 17,
    endsInDays: null,
    rentCents: 342_500,
    depositCents: 342_500,
    status: 'active',
    paidLateMonthsAgo: [7],
    unpaidMonthsAgo: [1, 0],
  },
  {
    unit: 'Bayshore Villas/C',
    residents: ['thomas.brooks@example.com', 'ana.brooks@example.com'],
    startedMonthsAgo: 6,
    endsInDays: 190,
    rentCents: 410_000,
    depositCents: 820_000,
    status: 'active',
    paidLateMonthsAgo: [2],
    unpaidMonthsAgo: [],
  },
  {
    unit: 'Gulf Garden Court/1',
    residents: ['helen.park@example.com'],
    startedMonthsAgo: 10,
    endsInDays: 120,
    rentCents: 295_000,
    depositCents: 295_000,
    status: 'active',
    paidLateMonthsAgo: [],
    unpaidMonthsAgo: [],
  },
  {
    unit: 'Gulf Garden Court/2',
    residents: ['diego.ferrer@example.com'],
    startedMonthsAgo: 12,
    endsInDays: 25,
    rentCents: 310_000,
    depositCents: 310_000,
    status: 'notice_given',
    paidLateMonthsAgo: [],
    unpaidMonthsAgo: [],
  },
];
