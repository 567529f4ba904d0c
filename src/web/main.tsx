import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './styles.css';
import i18n, { initialLanguage } from './i18n/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import {
  pathWithoutLanguage,
  routerBasename,
  SERVER_DATA_ELEMENT_ID,
} from '../shared/language-path';
import { createQueryClient } from './app/query-client';
import { SessionProvider } from './lib/session/session-context';
import { Toasts } from './app/toasts';
import { installLinkPreloading } from './lib/preload-on-intent';
import { preloadPath } from './lib/lazy-page';
import { markTakenOver } from './lib/taken-over';
import { routes } from './routes';
import { restoreQueries, type ServerQueries } from './ssr/query-transfer';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes, { basename: routerBasename(initialLanguage()) });
installLinkPreloading();

const app = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
          <Toasts />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>
);

const container = document.getElementById('root')!;
const serverData = document.getElementById(SERVER_DATA_ELEMENT_ID);
if (serverData?.textContent) {
  // Drawn by the server: the browser takes over the same markup, with the answers it was drawn
  // from and the page's code in hand first, so nothing is drawn twice or moves.
  const drawn = JSON.parse(serverData.textContent) as {
    queries: ServerQueries;
    namespaces: string[];
  };
  restoreQueries(queryClient, drawn.queries);
  void Promise.all([
    ...preloadPath(pathWithoutLanguage(location.pathname)),
    i18n.loadNamespaces(drawn.namespaces).catch(() => undefined),
  ]).then(() => hydrateRoot(container, app));
} else {
  markTakenOver();
  createRoot(container).render(app);
}

// The installable app's worker (public/sw.js): only in a production build, where assets are hashed.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err: unknown) => {
      console.warn('The offline worker could not be registered', err);
    });
  });
}
