import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

const loaders: Array<{ pattern: RegExp; load: Loader }> = [];

/**
 * A route chunk loaded on first render, preloadable before that. `pathPattern` (a RegExp over the
 * pathname) lets a hovered or focused link start loading its page's chunk.
 */
export function lazyPage(load: Loader, pathPattern?: RegExp): LazyPage {
  let pending: Promise<{ default: ComponentType }> | null = null;
  const once = () => (pending ??= load());
  if (pathPattern) loaders.push({ pattern: pathPattern, load: once });
  return Object.assign(lazy(once), { preload: once });
}

/** Starts loading every page chunk the path may draw; settles when they are in (or failed). */
export function preloadPath(pathname: string): Promise<unknown>[] {
  return loaders
    .filter(({ pattern }) => pattern.test(pathname))
    .map(({ load }) => load().catch(() => undefined));
}
