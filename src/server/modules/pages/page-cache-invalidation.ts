import type { FastifyInstance } from 'fastify';
import type { Bus } from '../../lib/bus';
import type { PageCache } from './page-cache';

export const PAGE_CACHE_FLUSH_EVENT = 'page-cache-flush';

/**
 * The permissions of the editors whose writes change what the public pages show: site texts, plans,
 * team, cities and settings (`write:site:any`), listings and their photos, properties, communities
 * and units, and leases (a listing is let when its lease starts).
 */
const PUBLIC_CONTENT_PERMISSIONS = new Set([
  'write:site:any',
  'write:listings:any',
  'write:listings:own',
  'write:properties:any',
  'write:leases:any',
]);

function changesPublicContent(access: unknown): boolean {
  const rules = Array.isArray(access) ? access : [access];
  return rules.some((rule) => typeof rule === 'string' && PUBLIC_CONTENT_PERMISSIONS.has(rule));
}

/**
 * Empties the page cache of every instance when an editor's write succeeds: this one at once, the
 * others through the bus that carries notifications (LISTEN/NOTIFY on PostgreSQL).
 */
export function invalidatePagesOnContentWrites(
  app: FastifyInstance,
  bus: Bus,
  cache: PageCache,
): void {
  const unsubscribe = bus.subscribe((message) => {
    if (message.type === 'event' && message.name === PAGE_CACHE_FLUSH_EVENT) cache.flush();
  });
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) {
      return payload;
    }
    if (!changesPublicContent(request.routeOptions.config?.access)) return payload;
    cache.flush();
    await bus.publish({ type: 'event', name: PAGE_CACHE_FLUSH_EVENT });
    return payload;
  });
}
