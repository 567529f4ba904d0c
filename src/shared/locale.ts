/** The Intl locale of an interface language: Spanish as written in the United States. */
export function localeFor(language: string | undefined): 'en-US' | 'es-US' {
  return language?.startsWith('es') ? 'es-US' : 'en-US';
}
