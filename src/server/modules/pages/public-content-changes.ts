import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { awaitApplied, type Bus } from '../../lib/bus';

export const PUBLIC_CONTENT_CHANGED_EVENT = 'public-content-changed';

/**
 * The permissions of the editors whose writes change what the public pages show: site texts, plans,
 * team, cities and settings (`write:site:any`), listings and their photos, properties, communities
 * and units, leases (a listing is let when its lease starts), and blog posts (`write:blog:any`:
 * the blog, the home page's latest posts, the feed and the sitemap).
 */
const PUBLIC_CONTENT_PERMISSIONS = new Set([
  'write:site:any',
  'write:listings:any',
  'write:listings:own',
  'write:properties:any',
  'write:leases:any',
  'write:blog:any',
]);

function changesPublicContent(access: unknown): boolean {
  const rules = Array.isArray(access) ? access : [access];
  return rules.some((rule) => typeof rule === 'string' && PUBLIC_CONTENT_PERMISSIONS.has(rule));
}

/**
 * Publishes the change and waits (at most `timeoutMs`) until every live instance has dropped its
 * copies: answering at once let a read through another instance, right after, see the old page.
 */
async function announceEverywhere(bus: Bus, timeoutMs = 1000): Promise<void> {
  const ack = randomUUID();
  const applied = awaitApplied(bus, `event:${ack}`, timeoutMs);
  try {
    await bus.publish({ type: 'event', name: PUBLIC_CONTENT_CHANGED_EVENT, ack });
  } catch (err) {
    applied.cancel();
    throw err;
  }
  await applied();
}

export interface PublicContentChanges {
  /** Called on every instance after an editor's write succeeds, before its answer leaves. */
  listen(listener: () => void): void;
}

/**
 * Tells what was kept of the public content (the page cache, the listing counts) that an editor
 * changed it: this instance at once, the others through the bus that carries notifications
 * (LISTEN/NOTIFY on PostgreSQL).
 */
export function watchPublicContentWrites(app: FastifyInstance, bus: Bus): PublicContentChanges {
  const listeners: Array<() => void> = [];
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const unsubscribe = bus.subscribe((message) => {
    // After a gap in listening, an editor's change may have been announced unheard.
    if (message.type === 'listening-again') notify();
    if (message.type === 'event' && message.name === PUBLIC_CONTENT_CHANGED_EVENT) notify();
  });
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) {
      return payload;
    }
    const config = request.routeOptions.config;
    if (config?.changesPublicContent === false || !changesPublicContent(config?.access)) {
      return payload;
    }
    notify();
    await announceEverywhere(bus);
    return payload;
  });
  return { listen: (listener) => void listeners.push(listener) };
}
