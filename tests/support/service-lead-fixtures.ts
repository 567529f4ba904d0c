import { daysFromNow } from './lead-fixtures';

/**
 * Valid submissions of the service, community and partner lead kinds (evictions, neighbors, cba, collaboration,
 * renewal, sbp, sba, unit-contact), for API tests. Dates are relative to today so they never expire.
 */
const contact = {
  name: 'Rafael Montero',
  email: 'rafael.montero@example.org',
  phone: '+1 (786) 555-0164',
};

export const UNIT_ID = '3f0c6a52-8d7e-4c1b-9a4f-2b6e1d7c5a90';
export const LISTING_ID = '8b2d4e61-1c3a-4f5e-b7d9-0a6c2e4f8b13';

export const validServiceLeads = {
  evictions: {
    contact,
    landlordOnLease: 'Montero Bay Holdings LLC',
    property: { address: '1450 Brickell Bay Drive', unit: '2207', city: 'miami', zip: '33131' },
    tenant: { names: 'Jordan Pike, Casey Pike', phone: '' },
    reason: 'nonpayment',
    amountOwed: 4200,
    noticeServed: '3-day',
    noticeDate: daysFromNow(-6),
    leaseCopy: 'yes',
    details: 'Rent for the last two months is unpaid; the tenants stopped answering calls.',
    website: '',
  },
  neighbors: {
    contact: { ...contact, phone: '' },
    location: 'Harbour Pointe, 2100 N Bayshore Dr',
    city: 'miami',
    category: 'noise',
    description: 'Loud music from the pool deck after midnight on weekends, three weeks running.',
    incidentDate: daysFromNow(-2),
    frequency: 'recurring',
    followUp: 'private-updates',
    website: '',
  },
  cba: {
    contact,
    associationName: 'Las Olas Isles Condominium Association',
    associationType: 'condo',
    units: 84,
    city: 'fort-lauderdale',
    currentManager: 'Self-managed',
    boardRole: 'treasurer',
    needs: ['full-management', 'reserves', 'milestone'],
    details: 'Our building turns 30 next year; we need the milestone inspection planned.',
    website: '',
  },
  collaboration: {
    contact,
    company: 'Tidewater Electric Inc.',
    trade: 'electrical',
    licenseNumber: 'EC13008123',
    yearsInBusiness: 12,
    insurance: { carrier: 'Coastal Mutual', liabilityLimit: '2m-plus', workersComp: 'policy' },
    serviceAreas: ['miami', 'fort-lauderdale'],
    references: [
      { name: 'Grace Lee', company: 'Brickell Key Towers HOA', phone: '+1 (305) 555-0111' },
      { name: 'Tomas Ruiz', company: '', phone: '+1 (786) 555-0122' },
    ],
    details: 'Generator installs and hurricane-season panel checks.',
    website: '',
  },
  renewal: {
    contact,
    property: 'Bayshore Residences, 1204 Brickell Bay Dr',
    unit: '1204',
    currentLeaseEnd: daysFromNow(75),
    term: '12',
    changeTypes: ['pet'],
    changes: 'We would like to add a small dog (15 lb).',
    website: '',
  },
  sbp: {
    contact,
    licenseNumber: 'BK3123456',
    brokerage: 'Coral Gables Realty Group',
    yearsLicensed: 9,
    markets: ['miami', 'key-west'],
    closings12Months: 18,
    volume12Months: '5m-15m',
    notes: 'Many of my buyers want their new condo managed as a rental.',
    referralAgreement: true,
    website: '',
  },
  sba: {
    contact,
    intent: 'buying',
    city: 'naples',
    priceMin: 900000,
    priceMax: 1400000,
    timeline: '6-months',
    financing: 'pre-approved',
    notes: 'Gulf access with a dock for a 30 ft boat.',
    website: '',
  },
  'unit-contact': {
    contact,
    unitId: UNIT_ID,
    listingId: LISTING_ID,
    message: 'Is the unit available furnished, and can I bring a cat?',
    tourDate: daysFromNow(5),
    moveInDate: daysFromNow(40),
    website: '',
  },
} as const;

export type ServiceFixtureKind = keyof typeof validServiceLeads;
