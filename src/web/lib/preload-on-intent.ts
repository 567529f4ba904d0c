import { preloadAll, preloadPath } from './lazy-page';

/** Hover or keyboard focus on any same-origin link starts loading that page's chunk. */
export function installLinkPreloading(): void {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
    preloadPath(anchor.pathname);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
}

let scheduled = false;

/** Once, after the first page has rendered and the browser is idle: fetch the other route chunks. */
export function preloadWhenIdle(): void {
  if (scheduled) return;
  scheduled = true;
  const idle =
    window.requestIdleCallback ??
    ((cb: () => void) => window.setTimeout(cb, 1500) as unknown as number);
  // Idle may come while the page still fetches its data; a short delay lets that go first.
  window.setTimeout(() => idle(() => preloadAll(), { timeout: 5000 }), 1000);
}
