import type { Language } from '../../shared/language-path';
import { VALIDATION_FIELDS_EN, VALIDATION_MESSAGES_EN } from '../../shared/validation/english';
import { createTranslator, type Resources, type Texts, type Translator } from '../i18n/translator';

// Every namespace of both languages, in the server bundle: a render never waits for a file.
const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every text of both languages: what the server renders with, and what the parity test compares. */
export function allResources(): Resources {
  const all: Resources = { en: {}, es: {} };
  for (const [file, content] of Object.entries(files)) {
    const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    const texts = all[language as Language];
    if (texts && namespace) texts[namespace] = content;
  }
  all.en!.validation = { messages: VALIDATION_MESSAGES_EN, fields: VALIDATION_FIELDS_EN };
  return all;
}

let everyText: Resources | undefined;
const translators = new Map<Language, Translator>();

/**
 * The texts of the namespaces a page was drawn with, in its language and in English behind it:
 * the page carries them, so the browser takes it over without fetching a file first.
 */
export function pageTexts(language: Language, namespaces: Iterable<string>): Resources {
  everyText ??= allResources();
  const languages: Language[] = language === 'en' ? ['en'] : [language, 'en'];
  const texts: Resources = {};
  for (const lng of languages) {
    const own = (texts[lng] = {} as Record<string, Texts>);
    for (const namespace of namespaces) {
      const found = everyText[lng]?.[namespace];
      if (found) own[namespace] = found;
    }
  }
  return texts;
}

/** One translator per language, shared by every render in that language (none of them writes to it). */
export function serverTranslator(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    everyText ??= allResources();
    translator = createTranslator({ language, resources: everyText });
    translators.set(language, translator);
  }
  return translator;
}
