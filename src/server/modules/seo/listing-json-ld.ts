import { formatPlainAmount } from '../../../shared/money';
import type { ListingDetail } from '../../../shared/schemas/listings';
import type { PropertyKind } from '../../../shared/schemas/places';

// The schema.org type of the home itself, inside the Residence that is offered.
const ACCOMMODATION_TYPE: Record<PropertyKind, string> = {
  condo: 'Apartment',
  house: 'SingleFamilyResidence',
  townhouse: 'House',
  villa: 'SingleFamilyResidence',
};

/**
 * A Residence and the Offer for it, linked by @id, so search engines read the address, rooms
 * and size of the home and the price, currency and availability of the listing.
 */
export function listingJsonLd(listing: ListingDetail, url: string, publicUrl: string): unknown {
  const residenceId = `${url}#residence`;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    '@id': `${url}#offer`,
    url,
    name: listing.title,
    price: formatPlainAmount(listing.priceCents),
    priceCurrency: listing.currency,
    businessFunction:
      listing.purpose === 'rent'
        ? 'http://purl.org/goodrelations/v1#LeaseOut'
        : 'http://purl.org/goodrelations/v1#Sell',
    availability:
      listing.status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    itemOffered: { '@id': residenceId },
  };
  if (listing.purpose === 'rent') {
    offer.priceSpecification = {
      '@type': 'UnitPriceSpecification',
      price: formatPlainAmount(listing.priceCents),
      priceCurrency: listing.currency,
      unitCode: 'MON',
    };
  }
  if (listing.availableFrom) offer.availabilityStarts = listing.availableFrom;

  const residence: Record<string, unknown> = {
    '@type': 'Residence',
    '@id': residenceId,
    name: listing.property.name,
    description: listing.description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.property.addressLine,
      addressLocality: listing.city.name,
      addressRegion: listing.city.state,
      postalCode: listing.property.postalCode,
      addressCountry: 'US',
    },
    containsPlace: {
      '@type': ACCOMMODATION_TYPE[listing.property.kind],
      numberOfBedrooms: listing.unit.bedrooms,
      numberOfBathroomsTotal: listing.unit.baths,
      floorSize: { '@type': 'QuantitativeValue', value: listing.unit.sizeSqFt, unitCode: 'FTK' },
      amenityFeature: listing.unit.amenities.map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
    },
  };
  if (listing.photos.length > 0) {
    residence.image = listing.photos.map((p) => `${publicUrl}${p.url}`);
  }
  return { '@context': 'https://schema.org', '@graph': [residence, offer] };
}
