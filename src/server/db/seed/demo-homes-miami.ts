import type { DemoHome, DemoOwner, DemoUnit } from './demo-home-types';

// Each apartment in the tower is its own property: owners buy and rent them one by one.
function brickellUnit(owner: DemoOwner, unit: DemoUnit): DemoHome {
  return {
    citySlug: 'miami',
    communitySlug: 'brickell-bay-tower',
    owner,
    name: `Brickell Bay Tower ${unit.label}`,
    kind: 'condo',
    addressLine: `1420 Brickell Bay Drive, Unit ${unit.label}`,
    postalCode: '33131',
    neighborhood: 'Brickell',
    yearBuilt: 2016,
    units: [unit],
  };
}

/** The apartments of Brickell Bay Tower, each owned and listed on its own. */
export const MIAMI_HOMES: DemoHome[] = [
  brickellUnit('first', {
    label: '4B',
    bedrooms: 2,
    baths: 2,
    sizeSqFt: 1180,
    floor: 4,
    amenities: ['balcony', 'bay-view', 'washer-dryer', 'impact-windows'],
    listing: {
      purpose: 'rent',
      price: 4600,
      status: 'active',
      publishedDaysAgo: 3,
      availableInDays: 14,
      isFeatured: true,
      title: 'Bay-view two-bedroom with a wraparound balcony',
      description:
        'A corner residence on the fourth floor with a 30-foot balcony over the bay. Split bedrooms, each with its own bath, an open kitchen with quartz counters and a full-size washer and dryer. One valet parking space and water included.',
    },
  }),
  brickellUnit('first', {
    label: '12A',
    bedrooms: 3,
    baths: 3,
    sizeSqFt: 1720,
    floor: 12,
    amenities: ['balcony', 'bay-view', 'washer-dryer', 'impact-windows', 'storage'],
    listing: {
      purpose: 'sale',
      price: 1450000,
      status: 'active',
      publishedDaysAgo: 12,
      availableInDays: null,
      isFeatured: true,
      title: 'Three-bedroom on the twelfth floor, bay to skyline',
      description:
        'Flow-through plan with views east over Biscayne Bay and west to the Brickell skyline. Chef’s kitchen with gas range, primary suite with two walk-in closets, and a private storage room on the same floor.',
    },
  }),
  brickellUnit('second', {
    label: '18C',
    bedrooms: 1,
    baths: 1.5,
    sizeSqFt: 820,
    floor: 18,
    amenities: ['balcony', 'washer-dryer', 'furnished'],
    listing: {
      purpose: 'rent',
      price: 3350,
      status: 'active',
      publishedDaysAgo: 6,
      availableInDays: 0,
      title: 'Furnished one-bedroom, ready to move in',
      description:
        'Fully furnished and equipped, down to the linens. A den that works as an office, a powder room for guests and a balcony facing the skyline. Six or twelve month leases.',
    },
  }),
  brickellUnit('second', {
    label: '22D',
    bedrooms: 2,
    baths: 2.5,
    sizeSqFt: 1340,
    floor: 22,
    amenities: ['balcony', 'bay-view', 'washer-dryer'],
    listing: {
      purpose: 'rent',
      price: 5200,
      status: 'active',
      publishedDaysAgo: 20,
      availableInDays: 30,
      title: 'High-floor two-bedroom with sunrise views',
      description:
        'Twenty-two floors above the bay with an east-facing balcony. Both bedrooms are suites; a powder room off the living area. Two parking spaces and a storage locker included.',
    },
  }),
  brickellUnit('first', {
    label: '7F',
    bedrooms: 0,
    baths: 1,
    sizeSqFt: 540,
    floor: 7,
    amenities: ['washer-dryer', 'impact-windows'],
    listing: {
      purpose: 'rent',
      price: 2450,
      status: 'active',
      publishedDaysAgo: 2,
      availableInDays: 7,
      title: 'Bright studio steps from the pool deck',
      description:
        'A well-planned studio with a sleeping alcove, a full kitchen and in-unit laundry, on the same floor as the pool deck and gym. Internet included.',
    },
  }),
  brickellUnit('first', {
    label: 'PH30',
    bedrooms: 4,
    baths: 4.5,
    sizeSqFt: 3100,
    floor: 30,
    amenities: ['balcony', 'bay-view', 'ocean-view', 'washer-dryer', 'storage', 'impact-windows'],
    listing: {
      purpose: 'sale',
      price: 4850000,
      status: 'active',
      publishedDaysAgo: 40,
      availableInDays: null,
      isFeatured: true,
      title: 'Penthouse with a private rooftop terrace',
      description:
        'The full-floor penthouse: 3,100 square feet inside and a 900-square-foot terrace with a summer kitchen. Private elevator lobby, four suites, and views from the Atlantic to the Everglades.',
    },
  }),
  brickellUnit('first', {
    label: '9E',
    bedrooms: 2,
    baths: 2,
    sizeSqFt: 1150,
    floor: 9,
    amenities: ['balcony', 'washer-dryer'],
    // Rented: the demo resident (resident@example.com) lives here; leases arrive with the portal.
    listing: {
      purpose: 'rent',
      price: 4350,
      status: 'closed',
      publishedDaysAgo: 120,
      availableInDays: null,
      title: 'Two-bedroom with a skyline balcony',
      description:
        'Two bedrooms, two baths and a balcony over the city lights. Rented to a long-term resident.',
    },
  }),
  brickellUnit('second', {
    label: '15A',
    bedrooms: 2,
    baths: 2,
    sizeSqFt: 1210,
    floor: 15,
    amenities: ['balcony', 'bay-view', 'washer-dryer', 'pet-friendly'],
    listing: {
      purpose: 'rent',
      price: 4750,
      status: 'active',
      publishedDaysAgo: 9,
      availableInDays: 21,
      title: 'Pet-friendly two-bedroom over the bay',
      description:
        'Wood floors, a renovated kitchen and a balcony big enough for a dining table. Dogs up to 50 lb welcome; the bayfront dog walk is across the street.',
    },
  }),
];
