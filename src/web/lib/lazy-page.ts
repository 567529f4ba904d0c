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

export function preloadPath(pathname: string): void {
  for (const { pattern, load } of loaders) {
    if (pattern.test(pathname)) void load().catch(() => undefined);
  }
}

export function preloadAll(): void {
  for (const { load } of loaders) void load().catch(() => undefined);
}
