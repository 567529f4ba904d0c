/**
 * Valid submissions of each lead kind, for API tests and browser journeys. Dates are relative to
 * today so the fixtures never expire.
 */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const contact = {
  name: 'Olivia Marsh',
  email: 'olivia.marsh@example.org',
  phone: '+1 (305) 555-0199',
};

const property = {
  address: '200 Biscayne Boulevard Way',
  unit: '1504',
  city: 'miami',
  zip: '33131',
  type: 'condo',
  bedrooms: '2',
  occupancy: 'vacant',
};

export const validLeads = {
  concierge: {
    contact,
    services: ['arrival', 'boat'],
    city: 'key-west',
    propertyAddress: '12 Front Street, Key West',
    arrivalDate: daysFromNow(20),
    departureDate: daysFromNow(27),
    guests: 4,
    details: 'Fishing charter for four on the second day, groceries for a week.',
    website: '',
  },
  'ma-form': {
    contact,
    property,
    desiredStart: daysFromNow(30),
    plan: 'signature',
    notes: 'Currently furnished; keys with the front desk.',
    consent: true,
    website: '',
  },
  'multi-ma': {
    contact,
    properties: [
      property,
      {
        ...property,
        address: '1 Las Olas Circle',
        unit: '',
        city: 'fort-lauderdale',
        zip: '33316',
        type: 'townhouse',
        bedrooms: '3',
        occupancy: 'tenant',
      },
    ],
    desiredStart: daysFromNow(45),
    plan: 'essential',
    notes: '',
    consent: true,
    website: '',
  },
  car: {
    contact,
    desiredProperty: 'Bayshore Residences 1204',
    moveInDate: daysFromNow(40),
    occupants: 2,
    currentAddress: {
      street: '88 Coral Way',
      city: 'Miami',
      state: 'FL',
      zip: '33145',
      yearsAtAddress: 3,
    },
    employment: {
      status: 'employed',
      employer: 'Harbor Logistics',
      jobTitle: 'Operations manager',
      yearsEmployed: 5,
    },
    monthlyIncome: 9500,
    references: [
      { name: 'Grace Lee', relationship: 'landlord', phone: '+1 (305) 555-0111' },
      { name: 'Tomas Ruiz', relationship: 'employer', phone: '+1 (786) 555-0122' },
    ],
    pets: 'One small dog (12 lb)',
    consentScreening: true,
    website: '',
  },
  referral: {
    contact,
    owner: { name: 'Henry Caldwell', email: 'henry.caldwell@example.org', phone: '' },
    property: { address: '455 Gulf Shore Blvd N', city: 'naples', type: 'villa' },
    relationship: 'neighbor',
    notes: 'Henry spends summers up north and wants someone to look after the villa.',
    consent: true,
    website: '',
  },
  'management-prospect': {
    contact: { name: 'Marcus Bell', email: 'marcus.bell@example.org', phone: '+1 (954) 555-0177' },
    properties: [property],
    needs: ['leasing', 'maintenance'],
    timeline: '1-3-months',
    proposal: {
      plan: 'signature',
      feePercent: 8,
      startDate: daysFromNow(60),
      terms: 'First month free.',
    },
    notes: 'Met at the Las Olas open house.',
    website: '',
  },
} as const;

export type FixtureKind = keyof typeof validLeads;
