import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPath, preloadRoutes } from './lazy-page';
import { installLinkPreloading } from './preload-on-intent';

const module = { default: () => null };

/** A page at `path`, registered for preloading the way the route table registers its pages. */
function pageAt(path: string) {
  const load = vi.fn(() => Promise.resolve(module));
  preloadRoutes([{ path, handle: { page: lazyPage(load) } }]);
  return load;
}

describe('lazyPage', () => {
  it('loads a chunk once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const page = lazyPage(load);
    preloadRoutes([{ path: '/once', handle: { page } }]);
    await page.preload();
    await Promise.all(preloadPath('/once'));
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads only the pages whose route matches the path', () => {
    const matching = pageAt('/storm');
    const other = pageAt('/elsewhere');
    void preloadPath('/storm');
    expect(matching).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('preloads the best match only, and the frame around it', () => {
    const frame = vi.fn(() => Promise.resolve(module));
    const fixed = vi.fn(() => Promise.resolve(module));
    const withParameter = vi.fn(() => Promise.resolve(module));
    preloadRoutes([
      {
        handle: { page: lazyPage(frame) },
        children: [
          { path: '/papers/new', handle: { page: lazyPage(fixed) } },
          { path: '/papers/:id', handle: { page: lazyPage(withParameter) } },
        ],
      },
    ]);
    void preloadPath('/papers/new');
    expect(frame).toHaveBeenCalledTimes(1);
    expect(fixed).toHaveBeenCalledTimes(1);
    expect(withParameter).not.toHaveBeenCalled();
    void preloadPath('/papers/42');
    expect(withParameter).toHaveBeenCalledTimes(1);
  });

  it('settles when a chunk fails to load', async () => {
    preloadRoutes([
      { path: '/broken', handle: { page: lazyPage(() => Promise.reject(new Error('offline'))) } },
    ]);
    await expect(Promise.all(preloadPath('/broken'))).resolves.toEqual([undefined]);
  });

  it('starts loading when a same-origin link is hovered or focused', () => {
    const hovered = pageAt('/hovered');
    const focused = pageAt('/focused');
    installLinkPreloading();
    document.body.innerHTML =
      '<a href="/hovered"><span id="inner">Hover me</span></a><a id="f" href="/focused">Focus me</a>';
    document.getElementById('inner')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(hovered).toHaveBeenCalledTimes(1);
    expect(focused).not.toHaveBeenCalled();
    document.getElementById('f')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(focused).toHaveBeenCalledTimes(1);
  });

  it('preloads a Spanish link’s page by its path without the language', () => {
    const spanish = pageAt('/spanish-page');
    document.body.innerHTML = '<a id="es" href="/es/spanish-page">Página</a>';
    document.getElementById('es')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(spanish).toHaveBeenCalledTimes(1);
  });
});
