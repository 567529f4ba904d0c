import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './styles.css';
import './i18n/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './app/query-client';
import { SessionProvider } from './lib/session/session-context';
import { Toasts } from './app/toasts';
import { installLinkPreloading } from './lib/preload-on-intent';
import { router } from './routes';

const queryClient = createQueryClient();
installLinkPreloading();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toasts />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);

// The installable app's worker (public/sw.js): only in a production build, where assets are hashed.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err: unknown) => {
      console.warn('The offline worker could not be registered', err);
    });
  });
}
