import './styles.css';
import { initialLanguage, translator } from './i18n/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import {
  pathWithoutLanguage,
  routerBasename,
  SERVER_DATA_ELEMENT_ID,
} from '../shared/language-path';
import { createQueryClient } from './app/query-client';
import type { Resources } from './i18n/translator';
import { TranslationProvider } from './i18n/use-translation';
import { SessionProvider } from './lib/session/session-context';
import { Toasts } from './app/toasts';
import { installLinkPreloading } from './lib/preload-on-intent';
import { preloadPath } from './lib/lazy-page';
import { markHydrated } from './lib/hydration';
import { followPageMoves } from './lib/page-moves';
import { routes } from './routes';
import { restoreQueries, type ServerQueries } from './ssr/query-transfer';

const queryClient = createQueryClient();
installLinkPreloading();

function appWith(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <TranslationProvider translator={translator}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
            <Toasts />
          </SessionProvider>
        </QueryClientProvider>
      </TranslationProvider>
    </StrictMode>
  );
}

function newRouter() {
  const router = createBrowserRouter(routes, { basename: routerBasename(initialLanguage()) });
  // A page moved to that takes a moment gets the branded loader (app/slow-page-loader.tsx).
  followPageMoves(router);
  return router;
}

/** Ends the current task, so that a tap or a scroll waiting behind it is answered first. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Rendered by the server: the browser takes over the same markup, with the answers it was rendered
 * from and the page's code in hand first, so nothing is rendered twice or moves. The steps run as
 * separate tasks and the hydration itself in a transition, which React does in slices: the
 * reader's phone stays responsive while the page is taken over.
 */
async function hydrateServerPage(container: HTMLElement, serverData: string) {
  const rendered = JSON.parse(serverData) as { queries: ServerQueries; texts: Resources };
  translator.addTexts(rendered.texts);
  const pageCode = Promise.all(preloadPath(pathWithoutLanguage(location.pathname)));
  await yieldToBrowser();
  const router = newRouter();
  await yieldToBrowser();
  restoreQueries(queryClient, rendered.queries);
  await pageCode;
  startTransition(() => {
    hydrateRoot(container, appWith(router));
  });
}

const container = document.getElementById('root')!;
const serverData = document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
if (serverData) {
  void hydrateServerPage(container, serverData);
} else {
  // Every page reads `common`: its file is on its way before the first page asks.
  void translator.loadNamespaces(['common']);
  markHydrated();
  createRoot(container).render(appWith(newRouter()));
}

// The installable app's worker (public/sw.js): only in a production build, where assets are hashed.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err: unknown) => {
      console.warn('The offline worker could not be registered', err);
    });
  });
}
