import type { DemoHome, DemoOwner, DemoUnit } from './demo-home-types';

interface Place {
  citySlug: string;
  communitySlug: string | null;
  kind: DemoHome['kind'];
  addressLine: string;
  postalCode: string;
  neighborhood: string;
  yearBuilt: number | null;
}

export function home(place: Place, owner: DemoOwner, name: string, unit: DemoUnit): DemoHome {
  return { ...place, owner, name, units: [unit] };
}

const isleHarbour = (label: string): Place => ({
  citySlug: 'fort-lauderdale',
  communitySlug: 'isle-harbour-residences',
  kind: 'condo',
  addressLine: `300 Isle Harbour Drive, Unit ${label}`,
  postalCode: '33301',
  neighborhood: 'Las Olas Isles',
  yearBuilt: 2019,
});

const gulfshore = (label: string): Place => ({
  citySlug: 'naples',
  communitySlug: 'gulfshore-pointe',
  kind: 'condo',
  addressLine: `4100 Gulf Shore Boulevard North, Unit ${label}`,
  postalCode: '34103',
  neighborhood: 'Park Shore',
  yearBuilt: 2008,
});

export const COAST_HOMES: DemoHome[] = [
  home(isleHarbour('5C'), 'second', 'Isle Harbour Residences 5C', {
    label: '5C',
    bedrooms: 2,
    baths: 2,
    sizeSqFt: 1260,
    floor: 5,
    amenities: ['balcony', 'canal-front', 'washer-dryer'],
    listing: {
      purpose: 'rent',
      price: 4200,
      status: 'active',
      publishedDaysAgo: 8,
      availableInDays: 20,
      title: 'Canal-front two-bedroom with a slip available',
      description:
        'Watch the boats pass from a fifth-floor balcony over the canal. Two bedrooms, two baths, and one of the building’s private slips can be leased with the apartment.',
    },
  }),
  home(isleHarbour('11B'), 'first', 'Isle Harbour Residences 11B', {
    label: '11B',
    bedrooms: 3,
    baths: 3,
    sizeSqFt: 1880,
    floor: 11,
    amenities: ['balcony', 'ocean-view', 'canal-front', 'washer-dryer', 'storage'],
    listing: {
      purpose: 'sale',
      price: 1275000,
      status: 'active',
      publishedDaysAgo: 33,
      availableInDays: null,
      title: 'Top-floor three-bedroom looking to the ocean',
      description:
        'The building’s top floor: 10-foot ceilings, an ocean view past the canals and a deeded parking pair. Slip rights transfer with the sale.',
    },
  }),
  home(
    {
      citySlug: 'fort-lauderdale',
      communitySlug: 'seabreeze-canal-homes',
      kind: 'house',
      addressLine: '2418 Seabreeze Isle Drive',
      postalCode: '33316',
      neighborhood: 'Harbor Beach',
      yearBuilt: 1996,
    },
    'first',
    '2418 Seabreeze Isle Drive',
    {
      label: 'Main',
      bedrooms: 4,
      baths: 3,
      sizeSqFt: 2900,
      amenities: ['private-dock', 'private-pool', 'canal-front', 'generator', 'impact-windows'],
      listing: {
        purpose: 'sale',
        price: 2650000,
        status: 'active',
        publishedDaysAgo: 18,
        availableInDays: null,
        isFeatured: true,
        title: 'Deep-water canal home with an 80-foot dock',
        description:
          'No fixed bridges to the ocean. An 80-foot concrete dock with a 16,000 lb lift, a pool facing the water and four bedrooms with impact glass. Roof replaced in 2022.',
      },
    },
  ),
  home(
    {
      citySlug: 'fort-lauderdale',
      communitySlug: 'seabreeze-canal-homes',
      kind: 'townhouse',
      addressLine: '2440 Seabreeze Isle Drive, Unit 3',
      postalCode: '33316',
      neighborhood: 'Harbor Beach',
      yearBuilt: 2015,
    },
    'second',
    '2440 Seabreeze Isle Drive',
    {
      label: '3',
      bedrooms: 3,
      baths: 2.5,
      sizeSqFt: 1750,
      amenities: ['canal-front', 'private-dock', 'washer-dryer', 'parking'],
      listing: {
        purpose: 'rent',
        price: 5400,
        status: 'active',
        publishedDaysAgo: 1,
        availableInDays: 15,
        title: 'Canal townhome with its own dock',
        description:
          'Three floors with a rooftop terrace, a garage and a private dock for a boat up to 35 feet. Annual lease; dock maintenance included.',
      },
    },
  ),
  home(gulfshore('6A'), 'first', 'Gulfshore Pointe 6A', {
    label: '6A',
    bedrooms: 3,
    baths: 3,
    sizeSqFt: 2100,
    floor: 6,
    amenities: ['balcony', 'ocean-view', 'washer-dryer', 'storage'],
    listing: {
      purpose: 'sale',
      price: 2195000,
      status: 'active',
      publishedDaysAgo: 27,
      availableInDays: null,
      isFeatured: true,
      title: 'Beachfront three-bedroom facing the sunset',
      description:
        'Every room faces the Gulf. Sixth-floor corner residence with a 40-foot lanai, a renovated kitchen and two garage spaces. Sold furnished or unfurnished.',
    },
  }),
  home(gulfshore('2D'), 'second', 'Gulfshore Pointe 2D', {
    label: '2D',
    bedrooms: 2,
    baths: 2,
    sizeSqFt: 1380,
    floor: 2,
    amenities: ['balcony', 'ocean-view', 'furnished', 'washer-dryer'],
    listing: {
      purpose: 'rent',
      price: 5800,
      status: 'active',
      publishedDaysAgo: 11,
      availableInDays: 60,
      title: 'Furnished two-bedroom steps from the sand',
      description:
        'Second floor, a short path from the beach. Furnished for the season with beach chairs and umbrellas. Three-month minimum.',
    },
  }),
  home(
    {
      citySlug: 'naples',
      communitySlug: 'mangrove-bay-villas',
      kind: 'villa',
      addressLine: '14 Mangrove Bay Lane',
      postalCode: '34102',
      neighborhood: 'Naples Bay',
      yearBuilt: 2012,
    },
    'first',
    '14 Mangrove Bay Lane',
    {
      label: 'Main',
      bedrooms: 3,
      baths: 3.5,
      sizeSqFt: 2480,
      amenities: ['boat-slip', 'garden', 'impact-windows', 'generator'],
      listing: {
        purpose: 'sale',
        price: 1890000,
        status: 'active',
        publishedDaysAgo: 45,
        availableInDays: null,
        title: 'Bayfront villa with a private slip',
        description:
          'A two-story villa on the basin with a 40-foot slip at the back door. Three suites, a study and a screened lanai over the mangroves.',
      },
    },
  ),
  home(
    {
      citySlug: 'naples',
      communitySlug: 'mangrove-bay-villas',
      kind: 'villa',
      addressLine: '22 Mangrove Bay Lane',
      postalCode: '34102',
      neighborhood: 'Naples Bay',
      yearBuilt: 2013,
    },
    'first',
    '22 Mangrove Bay Lane',
    {
      label: 'Main',
      bedrooms: 3,
      baths: 3,
      sizeSqFt: 2300,
      amenities: ['boat-slip', 'washer-dryer', 'impact-windows'],
      listing: {
        purpose: 'rent',
        price: 7200,
        status: 'pending',
        publishedDaysAgo: 22,
        availableInDays: 35,
        title: 'Villa on the basin for an annual lease',
        description:
          'Three bedrooms, a slip for a boat up to 36 feet and the community pool next door. Application in review.',
      },
    },
  ),
];
