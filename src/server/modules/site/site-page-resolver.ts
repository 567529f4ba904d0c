import { PAGE_TEXTS, staticPageMeta } from '../../../shared/page-meta';
import { formatPageTitle } from '../../../shared/page-title';
import { jsonLdText, organizationJsonLd } from '../../../shared/organization-jsonld';
import { isAppRoute, isInPrivateArea } from '../../../shared/site-map';
import type { SiteSettings } from '../../../shared/schemas/site';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../../shared/escape-html';
import type { PageMeta, PageResolver } from '../pages/page-resolver';
import { siteSettingsInMemory } from '../../lib/site-settings';
import { findPublishedPage } from './pages.service';

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The operator's Organization JSON-LD, in the head of every public page the server names. The id
 * lets the client (useOrganizationJsonLd) update this script instead of adding a second one.
 */
export function organizationScript(settings: SiteSettings, publicUrl: string): string {
  return `<script type="application/ld+json" id="org-jsonld">${jsonLdText(
    organizationJsonLd(settings, publicUrl),
  )}</script>`;
}

function headTags(
  ctx: AppContext,
  settings: SiteSettings,
  path: string,
  title: string,
  description: string,
): string {
  const url = `${ctx.config.publicUrl}${path}`;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    meta('og:type', 'website'),
    meta('og:site_name', settings.brandName),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', url),
    meta('og:locale', 'en_US'),
    meta('og:locale:alternate', 'es_US'),
    `<meta name="twitter:card" content="summary" />`,
    organizationScript(settings, ctx.config.publicUrl),
  ].join('\n    ');
}

function page(
  ctx: AppContext,
  settings: SiteSettings,
  path: string,
  title: string,
  description: string,
): PageMeta {
  const fullTitle = formatPageTitle(title, settings.brandName);
  return {
    status: 200,
    title: fullTitle,
    description,
    head: headTags(ctx, settings, path, fullTitle, description),
  };
}

/**
 * The first HTML answer of a public page carries its title, description, Open Graph tags and the
 * Organization JSON-LD: static pages from their texts (page-meta.ts), `/{slug}` from the CMS (200 only when
 * the page exists, so unknown slugs stay 404), other public routes the site-wide defaults.
 */
export const sitePageResolver: PageResolver = async (pathname, ctx) => {
  const path = normalize(pathname);
  // Areas behind sign-in: no Organization markup or social tags there.
  if (isInPrivateArea(path)) return null;
  const known = isAppRoute(path);
  const staticMeta = staticPageMeta(path);
  const slug = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path)?.[1];
  if (!known && !staticMeta && !slug) return null;

  const settings = await siteSettingsInMemory.read(ctx.db);
  if (staticMeta) return page(ctx, settings, path, staticMeta.title, staticMeta.description);
  if (!known && slug) {
    const cms = await findPublishedPage(ctx.db, slug, 'en');
    return cms ? page(ctx, settings, path, cms.title, cms.description) : null;
  }
  if (!known) return null;
  // A public page owned by another feature that gave no title: brand defaults, no title, so a
  // later resolver may still name it.
  const home = PAGE_TEXTS.home!;
  const title = formatPageTitle(home.title, settings.brandName);
  return { status: 200, head: headTags(ctx, settings, path, title, home.description) };
};
