import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPath } from './lazy-page';
import { installLinkPreloading } from './preload-on-intent';

const module = { default: () => null };

describe('lazyPage', () => {
  it('loads a chunk once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const page = lazyPage(load, /^\/once$/);
    await page.preload();
    await Promise.all(preloadPath('/once'));
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads only the pages whose pattern matches the path', () => {
    const matching = vi.fn(() => Promise.resolve(module));
    const other = vi.fn(() => Promise.resolve(module));
    lazyPage(matching, /^\/storm$/);
    lazyPage(other, /^\/elsewhere$/);
    void preloadPath('/storm');
    expect(matching).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('starts loading when a same-origin link is hovered or focused', () => {
    const hovered = vi.fn(() => Promise.resolve(module));
    const focused = vi.fn(() => Promise.resolve(module));
    lazyPage(hovered, /^\/hovered$/);
    lazyPage(focused, /^\/focused$/);
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
    const spanish = vi.fn(() => Promise.resolve(module));
    lazyPage(spanish, /^\/spanish-page$/);
    document.body.innerHTML = '<a id="es" href="/es/spanish-page">Página</a>';
    document.getElementById('es')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(spanish).toHaveBeenCalledTimes(1);
  });
});
