import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { jsonLdText, organizationJsonLd } from '../../shared/organization-jsonld';
import { formatPageTitle } from '../../shared/page-title';
import { siteSettingsQuery } from './site-settings-query';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

export interface RenderedPageMeta {
  title: string;
  description: string;
}

/** On the server: where a page being drawn leaves its title and description for the <head>. */
export const PageMetaCollector = createContext<((meta: RenderedPageMeta) => void) | null>(null);

/**
 * Keeps <title>, the description, the canonical URL and the Open Graph tags in step with the page
 * after client-side navigation (the server writes the same tags into the first HTML answer).
 * Pass translated strings so a Spanish visitor's tab shows Spanish.
 */
export function usePageMeta({ title, description }: { title: string; description: string }): void {
  const { pathname } = useLocation();
  const { data: settings } = useQuery(siteSettingsQuery);
  const brand = settings?.brandName;
  const report = useContext(PageMetaCollector);
  if (report && title) report({ title, description });
  useEffect(() => {
    if (!title) return; // still loading: keep the server's tags until the page knows its own
    const fullTitle = formatPageTitle(title, brand);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    // The address as shown, with its language prefix (the router's pathname has none).
    const shown = window.location.pathname;
    const url = `${window.location.origin}${shown === '/' ? '/' : shown.replace(/\/+$/, '')}`;
    setMeta('property', 'og:url', url);
    setCanonical(url);
  }, [title, description, brand, pathname]);
}

/**
 * The Organization JSON-LD in <head> of every public page. The server writes it into the first
 * answer of the pages it knows; this keeps it there (and current) for every other public page.
 */
export function useOrganizationJsonLd(): void {
  const { data: settings } = useQuery(siteSettingsQuery);
  useEffect(() => {
    if (!settings) return;
    let script = document.getElementById('org-jsonld');
    if (!script) {
      script = document.createElement('script');
      script.id = 'org-jsonld';
      script.setAttribute('type', 'application/ld+json');
      document.head.append(script);
    }
    script.textContent = jsonLdText(organizationJsonLd(settings, window.location.origin));
  }, [settings]);
}
