import type { Language } from '../../shared/language-path';

/** One namespace's texts as its JSON file holds them: nested objects of texts and lists. */
export type Texts = Readonly<Record<string, unknown>>;

/** Texts by language, then namespace. */
export type Resources = Partial<Record<Language, Record<string, Texts>>>;

/** A value a text's `{{name}}` takes. */
type TextValue = string | number | boolean | null | undefined;

/** What a call of `t` may carry: these options, and the values of the text's `{{name}}`s. */
export interface TranslateOptions {
  /** A namespace other than the one `t` is bound to (a `ns:` prefix on the key wins over it). */
  ns?: string;
  /** Picks the plural form: `key_zero` for 0 where there is one, then `key_<Intl plural rule>`. */
  count?: number;
  /** The answer for a missing key, instead of the key itself. */
  defaultValue?: string;
  /** Answers a list or group of texts as such (each text filled in), instead of the key. */
  returnObjects?: boolean;
  [name: string]: TextValue;
}

export interface TFunction {
  (key: string, options?: TranslateOptions & { returnObjects?: false }): string;
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
}

export const DEFAULT_NAMESPACE = 'common';
const FALLBACK_LANGUAGE: Language = 'en';

/** Where a text is looked for: the language's own files first, then English. */
const searchedLanguages = (language: Language): Language[] =>
  language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The keys a text may stand under, most specific first. */
function candidateKeys(language: Language, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const plural = `${key}_${pluralForm(language, count)}`;
  return count === 0 ? [`${key}_zero`, plural, key] : [plural, key];
}

const isGroup = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null;

/**
 * The entry at a dotted path. A name may itself hold dots (the validation texts are keyed by
 * codes such as `email.invalid`), so each run of parts is tried as one name too.
 */
function lookUp(node: unknown, parts: readonly string[]): unknown {
  if (parts.length === 0) return node;
  if (!isGroup(node)) return undefined;
  for (let end = 1; end <= parts.length; end++) {
    const name = parts.slice(0, end).join('.');
    if (!Object.hasOwn(node, name)) continue;
    const found = lookUp(node[name], parts.slice(end));
    if (found !== undefined) return found;
  }
  return undefined;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** Fills `{{name}}` as given, unescaped (React escapes). A value nobody passed stays as written. */
function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, written: string) => {
    const name = written.trim();
    const value = values[name];
    if (value === undefined) return Object.hasOwn(values, name) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

function interpolateAll(node: unknown, values: TranslateOptions): unknown {
  if (typeof node === 'string') return interpolate(node, values);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, values));
  if (isGroup(node))
    return Object.fromEntries(
      Object.entries(node).map(([name, item]) => [name, interpolateAll(item, values)]),
    );
  return node;
}

export interface TranslatorSetup {
  language: Language;
  /** Texts at hand from the start. */
  resources?: Resources;
  /** Fetches one namespace's texts. Without it the resources are all there is: nothing waits. */
  load?: (language: Language, namespace: string) => Promise<Texts>;
}

/**
 * The texts of one language (with English behind it) and the `t` functions that read them, as
 * i18next did for this app: namespaces, `ns:key`, nested keys, `{{name}}`, plurals by `count`,
 * `returnObjects`, `defaultValue`, and the key itself for a missing text.
 */
export interface Translator {
  readonly language: Language;
  /** The language texts come from first; always `language`, whose files every build has. */
  readonly resolvedLanguage: Language;
  /**
   * `t` for a language and namespace, the same function every time it is asked for (hooks'
   * dependency lists hold it).
   */
  getFixedT(language: Language, namespace?: string): TFunction;
  /** Whether a text (or group of texts) stands under the key, in the default namespace. */
  exists(key: string): boolean;
  isLoaded(namespaces: readonly string[]): boolean;
  /** Takes texts that came another way (a drawn page carries the ones it was drawn with). */
  addTexts(resources: Resources): void;
  /**
   * Loads the namespaces in the language and in English; settles even where a file fails. The
   * same namespaces get the same promise, so that suspended components wait on one.
   */
  loadNamespaces(namespaces: readonly string[]): Promise<void>;
}

// A closure rather than a class: its inner names minify, and this is in every page's first load.
export function createTranslator({ language, resources = {}, load }: TranslatorSetup): Translator {
  const texts: Resources = {};
  /** `<language>/<namespace>` files loaded, or given up on after a failed load. */
  const settled = new Set<string>();
  const namespaceLoads = new Map<string, Promise<void>>();
  const fixedTs = new Map<string, TFunction>();

  const add = (lng: Language, namespace: string, loaded: Texts) => {
    (texts[lng] ??= {})[namespace] = loaded;
    settled.add(`${lng}/${namespace}`);
  };
  const addTexts = (given: Resources) => {
    for (const [lng, namespaces] of Object.entries(given) as [Language, Resources[Language]][])
      for (const [namespace, texts] of Object.entries(namespaces ?? {})) add(lng, namespace, texts);
  };
  addTexts(resources);

  const isLoaded = (namespaces: readonly string[]) =>
    !load ||
    namespaces.every((namespace) =>
      searchedLanguages(language).every((lng) => settled.has(`${lng}/${namespace}`)),
    );

  // Two loads of one file at once cost nothing more: the browser imports a module once.
  const loadFile = (lng: Language, namespace: string): Promise<void> => {
    const id = `${lng}/${namespace}`;
    if (!load || settled.has(id)) return Promise.resolve();
    return load(lng, namespace).then(
      (loaded) => add(lng, namespace, loaded),
      // Its keys show instead of its texts: better than a page that waits forever.
      (error: unknown) => {
        console.warn(`The ${id} texts could not be loaded`, error);
        settled.add(id);
      },
    );
  };

  /** The entry for the key, and the key without its `ns:` prefix (a missing text's answer). */
  const resolve = (lng: Language, namespace: string, key: string, options: TranslateOptions) => {
    const colon = key.indexOf(':');
    const ns = colon > 0 ? key.slice(0, colon) : (options.ns ?? namespace);
    const path = colon > 0 ? key.slice(colon + 1) : key;
    for (const searched of searchedLanguages(lng)) {
      const namespaceTexts = texts[searched]?.[ns];
      if (!namespaceTexts) continue;
      for (const candidate of candidateKeys(searched, path, options.count)) {
        const found = lookUp(namespaceTexts, candidate.split('.'));
        if (found !== undefined && found !== null) return { found, path };
      }
    }
    return { found: undefined, path };
  };

  const translate = (lng: Language, namespace: string, key: string, options: TranslateOptions) => {
    const { found, path } = resolve(lng, namespace, key, options);
    // A group asked for as one text answers with its key, as i18next 27 does (26 wrote a sentence).
    if (isGroup(found)) return options.returnObjects ? interpolateAll(found, options) : path;
    return interpolate(typeof found === 'string' ? found : (options.defaultValue ?? path), options);
  };

  return {
    language,
    resolvedLanguage: language,
    getFixedT(lng, namespace = DEFAULT_NAMESPACE) {
      const id = `${lng}/${namespace}`;
      let t = fixedTs.get(id);
      if (!t) {
        t = ((key: string, options: TranslateOptions = {}) =>
          translate(lng, namespace, key, options)) as TFunction;
        fixedTs.set(id, t);
      }
      return t;
    },
    exists: (key) => resolve(language, DEFAULT_NAMESPACE, key, {}).found !== undefined,
    isLoaded,
    addTexts,
    loadNamespaces(namespaces) {
      const id = namespaces.join(' ');
      const known = namespaceLoads.get(id);
      if (known) return known;
      const files = namespaces.flatMap((namespace) =>
        searchedLanguages(language).map((lng) => loadFile(lng, namespace)),
      );
      const loading = Promise.all(files).then(() => undefined);
      namespaceLoads.set(id, loading);
      return loading;
    },
  };
}
