import { eq } from 'drizzle-orm';
import type { ListingPage, ListingQuery, ListingSummary } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { listings } from '../../db/tables';
import { cachedRead } from '../../lib/cached-read';
import { selectListingSummaryRows, toListingSummary } from './listing-rows';
import { findPhotos } from './photo-rows';

/**
 * The public listing search (decision 0060). Every searchable listing's card is held in memory,
 * in each of the three orders the search offers; a search filters one of them in a single pass.
 * Counting and sorting the four-table join for every new set of filters was what held the
 * search back on the embedded database, and it grew with the listings.
 *
 * Listings, their homes, photos and cities change only through the editors' routes, whose writes
 * drop the cards on every instance (forgetListingSearches, through the bus); a minute bounds what
 * a change made another way (a database console, a lease starting) can leave stale.
 */
interface ListingCards {
  newest: ListingSummary[];
  priceAsc: ListingSummary[];
  priceDesc: ListingSummary[];
}

// The id breaks ties, so a page boundary never shows a listing twice or skips one.
const byId = (a: ListingSummary, b: ListingSummary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
// ISO timestamps in UTC order as their text does.
const byNewest = (a: ListingSummary, b: ListingSummary) =>
  a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : byId(a, b);

async function readCards(db: Db): Promise<ListingCards> {
  // Only active listings are searchable; pending ones stay reachable by their own page.
  const rows = await selectListingSummaryRows(db).where(eq(listings.status, 'active'));
  const photos = await findPhotos(
    db,
    rows.map((r) => r.listing.id),
  );
  const newest = rows.map((r) => toListingSummary(r, photos.get(r.listing.id) ?? []));
  newest.sort(byNewest);
  return {
    newest,
    priceAsc: [...newest].sort((a, b) => a.priceCents - b.priceCents || byNewest(a, b)),
    priceDesc: [...newest].sort((a, b) => b.priceCents - a.priceCents || byNewest(a, b)),
  };
}

const cachedCards = cachedRead(readCards, 60_000);

/** Public content changed (an editor's write): the next search reads the database afresh. */
export function forgetListingSearches(db: Db): void {
  cachedCards.forget(db);
}

/** The filters of a query as one test over a card; prices are asked in dollars, kept in cents. */
export function listingFilter(query: ListingQuery): (card: ListingSummary) => boolean {
  const minCents = query.minPrice === undefined ? undefined : query.minPrice * 100;
  const maxCents = query.maxPrice === undefined ? undefined : query.maxPrice * 100;
  const featured = query.featured === undefined ? undefined : query.featured === 'true';
  return (card) =>
    (query.city === undefined || card.city.slug === query.city) &&
    (query.type === undefined || card.property.kind === query.type) &&
    (query.bedrooms === undefined || card.unit.bedrooms >= query.bedrooms) &&
    (minCents === undefined || card.priceCents >= minCents) &&
    (maxCents === undefined || card.priceCents <= maxCents) &&
    (query.purpose === undefined || card.purpose === query.purpose) &&
    (featured === undefined || card.isFeatured === featured);
}

function inOrder(cards: ListingCards, sort: ListingQuery['sort']): ListingSummary[] {
  if (sort === 'price_asc') return cards.priceAsc;
  if (sort === 'price_desc') return cards.priceDesc;
  return cards.newest;
}

export async function searchListings(db: Db, query: ListingQuery): Promise<ListingPage> {
  const ordered = inOrder(await cachedCards.read(db), query.sort);
  const matches = listingFilter(query);
  const first = (query.page - 1) * query.pageSize;
  const items: ListingSummary[] = [];
  let total = 0;
  for (const card of ordered) {
    if (!matches(card)) continue;
    if (total >= first && items.length < query.pageSize) items.push(card);
    total++;
  }
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}
