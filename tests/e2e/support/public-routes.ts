import { isInPrivateArea, SITE_MAP } from '../../../src/shared/site-map';

/** A public page for the accessibility and layout sweep in public-a11y.spec.ts. */
export interface PublicRoute {
  path: string;
  /** The page IS the not-found page. */
  notFound?: boolean;
}

export const NOT_FOUND_HEADING = 'Page not Found';

const hasParameters = (path: string) => /[:*]/.test(path);

/**
 * Every public page the site map names at a fixed path, and one address of each kind of page a
 * record fills (a city, a CMS page). The rest of the record pages have journeys of their own.
 */
export const PUBLIC_ROUTES: PublicRoute[] = [
  ...SITE_MAP.filter(
    (r) => r.guard === 'public' && !hasParameters(r.path) && !isInPrivateArea(r.path),
  ).map((r) => ({ path: r.path, notFound: r.page === 'not-found' })),
  { path: '/marine-lifestyle/miami' },
  { path: '/waterfront-investors' },
];
