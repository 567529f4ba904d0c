import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ListingDetailSchema,
  ListingPageSchema,
  ListingQuerySchema,
  ListingTextsInputSchema,
  ManagedListingSchema,
  MarketSnapshotSchema,
} from '../../../shared/schemas/listings';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { findManagedListings, getPublicListing } from './listings.service';
import { searchListings } from './listing-search';
import { replaceListingTexts } from './listing-texts.service';
import { readMarketSnapshot } from './market.service';

/** Public listing search and pages, the market snapshot, and an owner's own listings. */
export function listingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/listings',
    {
      config: { access: 'public' },
      schema: { querystring: ListingQuerySchema, response: { 200: ListingPageSchema } },
    },
    async (request) => searchListings(ctx.db, request.query),
  );

  // Scoped to the actor: a landlord gets their own properties' listings, an admin all of them.
  r.get(
    '/api/listings/mine',
    {
      config: { access: ['write:listings:any', 'write:listings:own'], rowScope: 'own-listing' },
      schema: { response: { 200: z.array(ManagedListingSchema) } },
    },
    async (request) => findManagedListings(ctx.db, actorOf(request)),
  );

  // The owner (or an admin) writes the title and description in English and Spanish.
  r.put(
    '/api/listings/:id/texts',
    {
      config: { access: ['write:listings:any', 'write:listings:own'], rowScope: 'own-listing' },
      schema: {
        params: z.object({ id: z.string().min(1).max(80) }),
        body: ListingTextsInputSchema,
        response: { 200: ManagedListingSchema },
      },
    },
    async (request) =>
      replaceListingTexts(ctx.db, actorOf(request), request.params.id, request.body),
  );

  r.get(
    '/api/listings/:id',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ id: z.string().min(1).max(80) }),
        response: { 200: ListingDetailSchema },
      },
    },
    async (request) => {
      const listing = await getPublicListing(ctx.db, request.params.id);
      if (!listing) throw notFound('Listing');
      return listing;
    },
  );

  r.get(
    '/api/market/snapshot',
    { config: { access: 'public' }, schema: { response: { 200: MarketSnapshotSchema } } },
    async () => readMarketSnapshot(ctx.db),
  );
}
