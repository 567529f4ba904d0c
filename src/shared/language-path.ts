/**
 * The language of a page is in its address: English at the seed's paths, Spanish under `/es`
 * (docs/decisions/0056). The router runs with `/es` as its basename, so every in-app link keeps
 * the reader's language without knowing about it.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SPANISH_PREFIX = '/es';

export function languageOfPath(pathname: string): Language {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The path inside the app, without the language prefix: `/es/slp` → `/slp`, `/es` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || '/';
}

/** The address of an app path in a language: (`es`, `/slp`) → `/es/slp`, (`es`, `/`) → `/es`. */
export function pathInLanguage(language: Language, appPath: string): string {
  if (language === 'en') return appPath;
  return appPath === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${appPath}`;
}

export function routerBasename(language: Language): string | undefined {
  return language === 'es' ? SPANISH_PREFIX : undefined;
}

/**
 * The `<script type="application/json">` holding a server-drawn page's answers. Here, with no
 * imports, so the browser's entry chunk reads it without pulling in the route table's schemas.
 */
export const SERVER_DATA_ELEMENT_ID = 'blu-page-data';
