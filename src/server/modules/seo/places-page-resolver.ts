import { formatMarketingPrice } from '../../../shared/money';
import type { ListingPurpose } from '../../../shared/schemas/listings';
import { formatPageTitle } from '../../../shared/page-title';
import type { Db } from '../../db/client';
import type { PageMeta, PageResolver } from '../pages/page-resolver';
import { getPublicListing } from '../listings/listings.service';
import { getCity, getCommunity } from '../places/places.service';
import { getUnit } from '../places/units.service';
import { siteSettingsInMemory } from '../../lib/site-settings';
import { organizationScript } from '../site/site-page-resolver';
import { clip, headTags, type HeadTagsInput } from './head-tags';
import { listingJsonLd } from './listing-json-ld';
import { unstorableReason } from '../../lib/storable-text';

const NOT_FOUND: PageMeta = { status: 404, title: 'Page not Found' };

const ROUTES = [
  { kind: 'city', pattern: /^\/marine-lifestyle\/([^/]+)\/?$/ },
  { kind: 'community', pattern: /^\/community\/([^/]+)\/?$/ },
  { kind: 'unit', pattern: /^\/community\/([^/]+)\/([^/]+)\/?$/ },
  { kind: 'listing', pattern: /^\/slp\/property\/([^/]+)\/?$/ },
] as const;

function decode(segment: string): string | null {
  try {
    const text = decodeURIComponent(segment);
    // No page has a name the database cannot store; asking would fail the query.
    return unstorableReason(text) ? null : text;
  } catch {
    return null;
  }
}

export function formatPrice(priceCents: number, purpose: ListingPurpose): string {
  const amount = formatMarketingPrice(priceCents);
  return purpose === 'rent' ? `${amount}/month` : amount;
}

function homeFacts(unit: { bedrooms: number; baths: number; sizeSqFt: number }): string {
  const beds = unit.bedrooms === 0 ? 'Studio' : `${unit.bedrooms} bd`;
  return `${beds} · ${unit.baths} ba · ${unit.sizeSqFt.toLocaleString('en-US')} sq ft`;
}

type Head = Omit<HeadTagsInput, 'url' | 'siteName'>;

async function describe(db: Db, kind: string, ids: string[], publicUrl: string, url: string) {
  switch (kind) {
    case 'city': {
      const city = await getCity(db, ids[0]!);
      if (!city) return null;
      return {
        title: `Marine lifestyle in ${city.name}, ${city.state}: marinas, boating and homes`,
        description: clip(`${city.tagline.en} ${city.guide.en}`),
        type: 'website',
      } satisfies Head;
    }
    case 'community': {
      const community = await getCommunity(db, ids[0]!);
      if (!community) return null;
      return {
        title: `${community.name}, ${community.city.name}`,
        description: clip(community.description.en),
        type: 'website',
      } satisfies Head;
    }
    case 'unit': {
      const unit = await getUnit(db, ids[1]!);
      const community = unit?.community;
      if (!unit || !community || (community.slug !== ids[0] && community.id !== ids[0])) {
        return null;
      }
      const offer = unit.listing
        ? ` ${unit.listing.purpose === 'rent' ? 'For rent' : 'For sale'} at ${formatPrice(unit.listing.priceCents, unit.listing.purpose)}.`
        : '';
      return {
        title: `Residence ${unit.label} at ${community.name}: ${homeFacts(unit)}`,
        description: clip(
          `${homeFacts(unit)} ${unit.property.kind} in ${community.name}, ${unit.city.name}.${offer}`,
        ),
        type: 'website',
        image: unit.photos[0] ? `${publicUrl}${unit.photos[0].url}` : null,
      } satisfies Head;
    }
    default: {
      const listing = await getPublicListing(db, ids[0]!);
      if (!listing) return null;
      return {
        title: `${listing.title} · ${listing.property.neighborhood || listing.city.name}, ${listing.city.name}`,
        description: clip(
          `${formatPrice(listing.priceCents, listing.purpose)} · ${homeFacts(listing.unit)}. ${listing.description}`,
        ),
        type: 'product',
        image: listing.photos[0] ? `${publicUrl}${listing.photos[0].url}` : null,
        jsonLd: listingJsonLd(listing, url, publicUrl),
      } satisfies Head;
    }
  }
}

/**
 * Server-written <head> for city guides, communities, condo units and listings (with the
 * operator's Organization JSON-LD): search engines and link previews read it without running
 * JavaScript. Unknown ids answer 404.
 */
export const placesPageResolver: PageResolver = async (pathname, ctx) => {
  for (const route of ROUTES) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const ids = match.slice(1).map(decode);
    if (ids.some((id) => id === null)) return NOT_FOUND;
    const url = `${ctx.config.publicUrl}${pathname.replace(/\/+$/, '')}`;
    const head = await describe(ctx.db, route.kind, ids as string[], ctx.config.publicUrl, url);
    if (!head) return NOT_FOUND;
    const settings = await siteSettingsInMemory.read(ctx.db);
    const siteName = settings.brandName;
    const title = formatPageTitle(head.title, siteName);
    return {
      status: 200,
      title,
      description: head.description,
      // This head replaces the site resolver's, so it carries the Organization JSON-LD too.
      head: [
        headTags({ ...head, title, url, siteName }),
        organizationScript(settings, ctx.config.publicUrl),
      ].join('\n    '),
    };
  }
  return null;
};
