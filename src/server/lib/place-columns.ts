import type { Amenity, CommunityKind, PropertyKind } from '../../shared/schemas/places';

/** Baths are stored in tenths so 2.5 stays exact; the API speaks in plain numbers. */
export function bathsFromTenths(tenths: number): number {
  return tenths / 10;
}

// Columns are plain text in the database; the shared schemas name the values they may hold.
export const asCommunityKind = (kind: string) => kind as CommunityKind;
export const asPropertyKind = (kind: string) => kind as PropertyKind;
export const asAmenities = (list: string[]) => list as Amenity[];
