/** The Intl locale of an interface language: Spanish as written in the United States. */
export function localeFor(language: string | undefined): 'en-US' | 'es-US' {
  return language?.startsWith('es') ? 'es-US' : 'en-US';
}

// Building an Intl formatter costs about a millisecond and a page formats hundreds of figures
// (drawn on the server and again when the browser takes it over): each one is made once.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The number format of a language and options, made once. */
export function numberFormat(
  language: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const locale = localeFor(language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
