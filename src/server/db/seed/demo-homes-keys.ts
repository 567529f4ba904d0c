import type { DemoHome } from './demo-home-types';
import { home } from './demo-homes-coast';

/** Key West: harbor townhomes and an Old Town cottage. */
export const KEY_WEST_HOMES: DemoHome[] = [
  home(
    {
      citySlug: 'key-west',
      communitySlug: 'harbor-walk-townhomes',
      kind: 'townhouse',
      addressLine: '1200 Harbor Walk, Unit 8',
      postalCode: '33040',
      neighborhood: 'Historic Seaport',
      yearBuilt: 2005,
    },
    'second',
    'Harbor Walk Townhome 8',
    {
      label: '8',
      bedrooms: 2,
      baths: 2.5,
      sizeSqFt: 1320,
      amenities: ['boat-slip', 'bay-view', 'washer-dryer'],
      listing: {
        purpose: 'rent',
        price: 4900,
        status: 'active',
        publishedDaysAgo: 4,
        availableInDays: 10,
        title: 'Harbor townhome with a deeded slip',
        description:
          'Two bedroom suites upstairs, a porch over the basin and a slip for a boat up to 28 feet. Walk to Old Town in ten minutes.',
      },
    },
  ),
  home(
    {
      citySlug: 'key-west',
      communitySlug: 'harbor-walk-townhomes',
      kind: 'townhouse',
      addressLine: '1200 Harbor Walk, Unit 12',
      postalCode: '33040',
      neighborhood: 'Historic Seaport',
      yearBuilt: 2005,
    },
    'first',
    'Harbor Walk Townhome 12',
    {
      label: '12',
      bedrooms: 3,
      baths: 3,
      sizeSqFt: 1640,
      amenities: ['boat-slip', 'bay-view', 'balcony', 'impact-windows'],
      listing: {
        purpose: 'sale',
        price: 1725000,
        status: 'active',
        publishedDaysAgo: 36,
        availableInDays: null,
        title: 'End-unit townhome on the harbor basin',
        description:
          'The corner unit with windows on three sides, a wraparound porch and a 30-foot slip. New metal roof and impact windows in 2023.',
      },
    },
  ),
  home(
    {
      citySlug: 'key-west',
      communitySlug: 'old-town-cottages',
      kind: 'house',
      addressLine: '716 Frangipani Lane',
      postalCode: '33040',
      neighborhood: 'Old Town',
      yearBuilt: 1910,
    },
    'first',
    '716 Frangipani Lane',
    {
      label: 'Main',
      bedrooms: 2,
      baths: 2,
      sizeSqFt: 1100,
      amenities: ['private-pool', 'garden', 'washer-dryer'],
      listing: {
        purpose: 'sale',
        price: 1385000,
        status: 'active',
        publishedDaysAgo: 14,
        availableInDays: null,
        isFeatured: true,
        title: 'Restored 1910 conch cottage with a plunge pool',
        description:
          'Heart-pine floors, original gingerbread trim and a new tin roof. Two bedrooms, two baths and a walled garden with a plunge pool, two blocks from Duval Street.',
      },
    },
  ),
];
