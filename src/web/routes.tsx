import type { RouteObject } from 'react-router';
import { SITE_MAP, type SiteRoute } from '../shared/site-map';
import { RootLayout } from './app/root-layout';
import { lazyPage, preloadRoutes, type LazyPage } from './lib/lazy-page';
import { GUARD_MODULES, PAGE_MODULES } from './page-modules';

const pages = new Map<string, LazyPage>();
/** One lazy component per module, however many routes draw it. */
function pageOf(key: keyof typeof PAGE_MODULES): LazyPage {
  let page = pages.get(key);
  if (!page) pages.set(key, (page = lazyPage(PAGE_MODULES[key])));
  return page;
}

function routeOf({ path, page }: SiteRoute): RouteObject {
  const Page = pageOf(page);
  return { path, element: <Page />, handle: { page: Page } };
}

const openRoutes = SITE_MAP.filter((r) => r.guard === 'public' || r.guard === 'signed-in');

// Each guard is one frame around all of its pages, so moving between them keeps the frame.
const guardedRoutes = Object.entries(GUARD_MODULES).map(([guard, load]): RouteObject => {
  const Guard = lazyPage(load);
  return {
    element: <Guard />,
    handle: { page: Guard },
    children: SITE_MAP.filter((r) => r.guard === guard).map(routeOf),
  };
});

/** The app's routes, built from the site map (shared/site-map.ts); each page is its own chunk. */
export const routes: RouteObject[] = [
  { element: <RootLayout />, children: [...openRoutes.map(routeOf), ...guardedRoutes] },
];

// A hovered link, and a rendered page before it is taken over, load the pages their address draws.
preloadRoutes(routes);
