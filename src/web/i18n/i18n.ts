import {
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  type Language,
} from '../../shared/language-path';
import { createTranslator, type Texts } from './translator';

export { LANGUAGES, type Language };

// One JSON file per language and namespace (usually a feature): src/web/i18n/locales/<lng>/<ns>.json.
// Each is its own chunk, loaded when a page first asks for its namespace. The server renders
// with translators of its own that hold every file (ssr/server-i18n.ts). The map is in every
// page's first download: keyed from locales/, its keys are that much shorter.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', {
  base: './locales',
});

/** The address says the language (docs/decisions/0056); the server renders in English. */
export function initialLanguage(): Language {
  return typeof location === 'undefined' ? 'en' : languageOfPath(location.pathname);
}

/** The reader's translator: each namespace's file loads when a page first asks for it. */
export const translator = createTranslator({
  language: initialLanguage(),
  load: (language, namespace): Promise<Texts> => {
    // English validation texts are the ones the server answers with: one copy, in shared.
    if (language === 'en' && namespace === 'validation') {
      return import('../../shared/validation/english').then((english) => ({
        messages: english.VALIDATION_MESSAGES_EN,
        fields: english.VALIDATION_FIELDS_EN,
      }));
    }
    const load = files[`./${language}/${namespace}.json`];
    if (!load) return Promise.reject(new Error(`missing translations ${language}/${namespace}`));
    return load().then((m) => m.default);
  },
});

// A drawn page already says its language; writing the attribute anyway restyles the whole page.
if (typeof document !== 'undefined' && document.documentElement.lang !== initialLanguage())
  document.documentElement.lang = initialLanguage();

/** The same page at the other language's address: a new load, so the router takes its basename. */
export function changeLanguage(language: Language): void {
  const appPath = pathWithoutLanguage(location.pathname);
  location.assign(`${pathInLanguage(language, appPath)}${location.search}${location.hash}`);
}
