import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Loader = () => Promise<{ default: ComponentType }>;
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** What a preloadable route's `handle` says: the page (or frame) its address draws. */
interface PreloadHandle {
  page?: LazyPage;
}

const trees: RouteObject[][] = [];

/** A route chunk loaded on first render, preloadable before that. */
export function lazyPage(load: Loader): LazyPage {
  let pending: Promise<{ default: ComponentType }> | null = null;
  const once = () => (pending ??= load());
  return Object.assign(lazy(once), { preload: once });
}

/**
 * Lets an address start loading the pages of `routes` it matches (React Router's own matching):
 * the app's route table, and the portal's sections once the portal's code is in.
 */
export function preloadRoutes(routes: RouteObject[]): void {
  trees.push(routes);
}

/** Starts loading every page chunk the path may draw; settles when they are in (or failed). */
export function preloadPath(pathname: string): Promise<unknown>[] {
  return trees.flatMap((routes) =>
    (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
      const page = (route.handle as PreloadHandle | undefined)?.page;
      return page ? [page.preload().catch(() => undefined)] : [];
    }),
  );
}
