import type { DemoHome } from './demo-home-types';

/** Miami beyond the tower: Coconut Grove's gated homes and a Little River duplex. */
export const MIAMI_HOUSES: DemoHome[] = [
  {
    citySlug: 'miami',
    communitySlug: 'coral-palms-estates',
    owner: 'first',
    name: '3150 Coral Palm Way',
    kind: 'house',
    addressLine: '3150 Coral Palm Way',
    postalCode: '33133',
    neighborhood: 'Coconut Grove',
    yearBuilt: 2001,
    units: [
      {
        label: 'Main',
        bedrooms: 4,
        baths: 3,
        sizeSqFt: 2650,
        amenities: ['private-pool', 'garden', 'washer-dryer', 'impact-windows', 'generator'],
        listing: {
          purpose: 'rent',
          price: 9800,
          status: 'active',
          publishedDaysAgo: 15,
          availableInDays: 45,
          title: 'Family home with a pool under the banyans',
          description:
            'Four bedrooms on a quiet cul-de-sac, a screened pool, a whole-house generator and impact windows throughout. Lawn and pool care included. Walk to the Grove’s schools and sailing clubs.',
        },
      },
    ],
  },
  {
    citySlug: 'miami',
    communitySlug: 'coral-palms-estates',
    owner: 'second',
    name: '3188 Coral Palm Way',
    kind: 'townhouse',
    addressLine: '3188 Coral Palm Way, Townhome 2',
    postalCode: '33133',
    neighborhood: 'Coconut Grove',
    yearBuilt: 2004,
    units: [
      {
        label: 'TH2',
        bedrooms: 3,
        baths: 2.5,
        sizeSqFt: 1900,
        amenities: ['garden', 'washer-dryer', 'parking'],
        listing: {
          purpose: 'rent',
          price: 6200,
          status: 'active',
          publishedDaysAgo: 25,
          availableInDays: 10,
          title: 'Three-bedroom townhome with a walled garden',
          description:
            'Living on the ground floor opens to a private garden; three bedrooms upstairs. Two-car garage, community pool and tennis a short walk away.',
        },
      },
    ],
  },
  {
    citySlug: 'miami',
    communitySlug: 'coral-palms-estates',
    owner: 'first',
    name: '3205 Banyan Court',
    kind: 'villa',
    addressLine: '3205 Banyan Court',
    postalCode: '33133',
    neighborhood: 'Coconut Grove',
    yearBuilt: 2010,
    units: [
      {
        label: 'Main',
        bedrooms: 5,
        baths: 5.5,
        sizeSqFt: 4200,
        amenities: ['private-pool', 'garden', 'generator', 'impact-windows', 'storage'],
        listing: {
          purpose: 'sale',
          price: 3950000,
          status: 'pending',
          publishedDaysAgo: 55,
          availableInDays: null,
          title: 'Mediterranean villa on a half-acre lot',
          description:
            'Five suites, a library, a summer kitchen by the pool and a guest house over the garage, on a half acre of mature gardens. Under contract: backup offers welcome.',
        },
      },
    ],
  },
  {
    citySlug: 'miami',
    communitySlug: null,
    owner: 'first',
    name: 'Little River Duplex',
    kind: 'house',
    addressLine: '8421 NE 2nd Court',
    postalCode: '33138',
    neighborhood: 'Little River',
    yearBuilt: 1952,
    units: [
      {
        label: 'Upper',
        bedrooms: 2,
        baths: 1,
        sizeSqFt: 980,
        amenities: ['washer-dryer', 'parking'],
        listing: {
          purpose: 'rent',
          price: 2950,
          status: 'active',
          publishedDaysAgo: 5,
          availableInDays: 0,
          title: 'Renovated upstairs two-bedroom in Little River',
          description:
            'The upper floor of a 1950s duplex, newly renovated: terrazzo floors, a new kitchen and a shared washer and dryer. Off-street parking for one car.',
        },
      },
      {
        label: 'Lower',
        bedrooms: 3,
        baths: 2,
        sizeSqFt: 1240,
        amenities: ['garden', 'washer-dryer', 'parking', 'pet-friendly'],
        listing: {
          purpose: 'rent',
          price: 3600,
          status: 'active',
          publishedDaysAgo: 5,
          availableInDays: 30,
          title: 'Garden-level three-bedroom with a fenced yard',
          description:
            'The ground floor of the duplex with its own fenced yard under a mango tree. Three bedrooms, two baths, pets considered.',
        },
      },
    ],
  },
];
