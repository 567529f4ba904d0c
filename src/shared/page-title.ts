/**
 * A page's title as tabs and search results show it. Its own module: the browser's first chunk
 * needs this and not the page meta table, which carries every lead kind's page.
 */
export function formatPageTitle(title: string, brand: string | undefined): string {
  return brand ? `${title} · ${brand}` : title;
}
