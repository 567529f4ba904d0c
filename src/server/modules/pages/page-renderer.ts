import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { CacheMap } from '../../lib/cache-map';

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

/** An answer to one of the renderer's reads, as the app gave it. */
export interface RenderReadAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** A found answer that says nothing against keeping it (a private or no-store answer is asked again). */
export function isKeepableAnswer(answer: RenderReadAnswer): boolean {
  const cacheControl = String(answer.headers['cache-control'] ?? '');
  return answer.status === 200 && !/\b(private|no-store)\b/i.test(cacheControl);
}

/**
 * The built server entry of the web app (`vite build --ssr`, dist/ssr/entry-server.js), answering
 * its API requests through the app itself (`inject`: no socket, no cookies, a visitor's view).
 * Found answers to its reads are kept in `answers`, which the caller empties when public content
 * changes, as it does its pages: a page drawn for the first time then reads what other drawings
 * already read from memory. Null when the build has none, and the pages are then drawn in the
 * browser only.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  clientDir: string,
  answers: CacheMap<RenderReadAnswer>,
): Promise<PageRenderer | null> {
  const entryFile = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const ask = async (apiPath: string, init: RequestInit): Promise<RenderReadAnswer> => {
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
    return {
      status: answer.statusCode,
      body: answer.body,
      headers: answer.headers as Record<string, string>,
    };
  };
  const transport = async (apiPath: string, init: RequestInit): Promise<Response> => {
    // A read that says more than its address (a header) is asked each time.
    const keepable =
      (init.method ?? 'GET') === 'GET' && new Headers(init.headers).keys().next().done;
    const { status, body, headers } = keepable
      ? (await answers.getOrRead(apiPath, () => ask(apiPath, init), isKeepableAnswer)).value
      : await ask(apiPath, init);
    return new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, headers });
  };
  return (url) => entry.renderPage(url, transport);
}
