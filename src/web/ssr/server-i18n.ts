import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/language-path';
import { VALIDATION_FIELDS_EN, VALIDATION_MESSAGES_EN } from '../../shared/validation/english';

// Every namespace of both languages, in the server bundle: a render never waits for a file.
const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resources(): Resource {
  const all: Resource = { en: {}, es: {} };
  for (const [file, content] of Object.entries(files)) {
    const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (language && namespace && all[language]) all[language][namespace] = content;
  }
  all.en!.validation = { messages: VALIDATION_MESSAGES_EN, fields: VALIDATION_FIELDS_EN };
  return all;
}

const instances = new Map<Language, I18n>();

/** One instance per language, shared by every render in that language (none of them writes to it). */
export function serverI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      resources: resources(),
      ns: ['common'],
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
    instances.set(language, instance);
  }
  return instance;
}
