import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** Marks the renderer's own in-process API requests, which the per-address rate limit skips. */
export const RENDER_REQUEST_HEADER = 'x-blu-page-render';
export const RENDER_REQUEST_TOKEN = randomBytes(16).toString('hex');

export interface RenderedPage {
  html: string;
  queries: unknown;
  meta: { title: string; description: string } | null;
  /** Translation texts by language and namespace, handed to the browser with the page. */
  texts: unknown;
}

export type PageRenderer = (url: string) => Promise<RenderedPage>;

interface ServerEntry {
  renderPage(
    url: string,
    transport: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<RenderedPage>;
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * The built server entry of the web app (`vite build --ssr`, dist/ssr/entry-server.js), answering
 * its API requests through the app itself (`inject`: no socket, no cookies, a visitor's view).
 * Null when the build has none, and the pages are then drawn in the browser only.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  clientDir: string,
): Promise<PageRenderer | null> {
  const entryFile = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const transport = async (apiPath: string, init: RequestInit): Promise<Response> => {
    // Each read starts in a turn of the event loop of its own. A drawing whose reads answer without
    // waiting (kept in memory, or PGlite's, which run on the loop) otherwise ran from start to end
    // in one turn: 5-13 ms in which no other request was read, and no visitor of the same address
    // could share the drawing under way (the page cache draws one page per address at a time).
    await new Promise((resolve) => setImmediate(resolve));
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: apiPath,
      headers: {
        ...(init.headers as Record<string, string>),
        [RENDER_REQUEST_HEADER]: RENDER_REQUEST_TOKEN,
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(NULL_BODY_STATUSES.has(answer.statusCode) ? null : answer.body, {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };
  return (url) => entry.renderPage(url, transport);
}
