import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import {
  languageOfPath,
  pathWithoutLanguage,
  routerBasename,
  type Language,
} from '../../shared/language-path';
import { Toasts } from '../app/toasts';
import { setRequestTransport } from '../lib/api-error';
import { preloadPath } from '../lib/lazy-page';
import { PageMetaCollector, type RenderedPageMeta } from '../lib/page-meta';
import { SessionProvider } from '../lib/session/session-context';
import type { Resources } from '../i18n/translator';
import { TranslationProvider } from '../i18n/use-translation';
import { routes } from '../routes';
import { createServerQueryClient, serializeQueries, type ServerQueries } from './query-transfer';
import { fetchRememberedQueries, rememberQueries } from './remembered-queries';
import { pageTexts, serverTranslator } from './server-i18n';

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The answers the page was rendered from, handed to the browser so it hydrates with the same. */
  queries: ServerQueries;
  /** The title and description the page gave itself, in its language; null if it gave none. */
  meta: RenderedPageMeta | null;
  /** The texts of the namespaces the page reads, handed to the browser with the page. */
  texts: Resources;
}

/** How the page's API requests are answered: in-process by the server (no network, no cookies). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

// A page rarely chains more than two requests (settings, then the page's record, then its list).
const MAX_PASSES = 4;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const handlers = new Map<Language, StaticHandler>();

/** The route table's handler for a language's addresses: made once, it was a twentieth of a drawing. */
function staticHandler(language: Language): StaticHandler {
  let handler = handlers.get(language);
  if (!handler) {
    handler = createStaticHandler(routes, { basename: routerBasename(language) });
    handlers.set(language, handler);
  }
  return handler;
}

/**
 * Draws a public page as a signed-out visitor sees it. The page's queries are discovered by
 * drawing it, answered, and rendered again until no new one appears; the last drawing is the answer.
 * The queries the address's last drawing asked for are fetched first, so that usually one pass
 * is enough.
 */
export async function renderPage(url: string, transport: ApiTransport): Promise<RenderedPage> {
  setRequestTransport(transport);
  const { pathname } = new URL(url, 'http://blu.local');
  const language = languageOfPath(pathname);
  const handler = staticHandler(language);
  const context = await handler.query(new Request(new URL(url, 'http://blu.local')));
  if (context instanceof Response) throw new Error(`unexpected redirect for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { client: queryClient, readInPass } = createServerQueryClient();
  // The namespaces this page reads: their texts go with it to the browser.
  const namespaces = new Set<string>(['common']);
  const noteNamespaces = (used: readonly string[]) => used.forEach((ns) => namespaces.add(ns));
  await Promise.all([
    ...preloadPath(pathWithoutLanguage(pathname)),
    fetchRememberedQueries(url, queryClient),
  ]);

  const fetched = new Set<string>();
  let html = '';
  let meta: RenderedPageMeta | null = null;
  const report = (rendered: RenderedPageMeta) => {
    meta = rendered;
  };
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    readInPass.clear();
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <PageMetaCollector value={report}>
          <TranslationProvider
            translator={serverTranslator(language)}
            onNamespaces={noteNamespaces}
          >
            <QueryClientProvider client={queryClient}>
              <SessionProvider>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
                <Toasts />
              </SessionProvider>
            </QueryClientProvider>
          </TranslationProvider>
        </PageMetaCollector>
      </StrictMode>,
      // Every boundary inline, however large: an outlined one needs an inline script to show,
      // which the content security policy forbids and a reader without scripts never runs.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    html = await streamToString(prelude);
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !fetched.has(query.queryHash));
    if (asked.length === 0) break;
    for (const query of asked) fetched.add(query.queryHash);
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  }
  // What the last pass read is what its HTML shows: only those answers travel and are remembered.
  rememberQueries(url, queryClient, readInPass);
  return {
    html,
    queries: serializeQueries(queryClient, readInPass),
    meta,
    texts: pageTexts(language, namespaces),
  };
}
