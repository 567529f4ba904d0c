import { pathWithoutLanguage } from '../../shared/language-path';
import { preloadPath } from './lazy-page';

/**
 * Hover, touch or keyboard focus on a same-origin link starts loading that page's chunk. Nothing
 * else is fetched ahead: a visitor downloads the page they opened and the one they reach for.
 */
export function installLinkPreloading(): void {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
    void preloadPath(pathWithoutLanguage(anchor.pathname));
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
}
