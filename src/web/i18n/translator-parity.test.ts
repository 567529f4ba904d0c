import { createInstance, type i18n as I18next } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/language-path';
import { allResources } from '../ssr/server-i18n';
import { createTranslator } from './translator';

// The translator replaced i18next (decision 0062) and must word every text as i18next did, with
// i18next set up as the app had it. i18next stays a dev dependency for this test only.
const resources = allResources();
const namespaces = [...new Set(LANGUAGES.flatMap((lng) => Object.keys(resources[lng] ?? {})))];

function reference(language: Language): I18next {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    resources,
    ns: namespaces,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
// 1,000,000 is Spanish's `many`.
const COUNTS = [0, 1, 2, 5, 1_000_000];

interface Keys {
  /** Every text's key, plural forms included. */
  texts: Set<string>;
  /** Keys with plural forms, without the suffix. */
  plurals: Set<string>;
  /** Keys of lists and groups, read with returnObjects. */
  groups: Set<string>;
  /** The `{{name}}`s each key's texts use, in any language and plural form. */
  variables: Map<string, Set<string>>;
}

function collectKeys(namespace: string): Keys {
  const keys: Keys = {
    texts: new Set(),
    plurals: new Set(),
    groups: new Set(),
    variables: new Map(),
  };
  const noteVariables = (key: string, text: string) => {
    const names = keys.variables.get(key) ?? new Set();
    for (const [, name] of text.matchAll(/\{\{(.+?)\}\}/g)) names.add(name!.trim());
    keys.variables.set(key, names);
  };
  const walk = (node: unknown, path: string, groups: string[]) => {
    if (typeof node === 'string') {
      keys.texts.add(path);
      const plural = path.replace(PLURAL_SUFFIX, '');
      if (plural !== path) keys.plurals.add(plural);
      for (const key of [path, plural, ...groups]) noteVariables(key, node);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    if (path) keys.groups.add(path);
    for (const [name, child] of Object.entries(node))
      walk(child, path ? `${path}.${name}` : name, path ? [...groups, path] : groups);
  };
  for (const language of LANGUAGES) walk(resources[language]?.[namespace], '', []);
  return keys;
}

/** A value for each `{{name}}` that shows where it went; a count is a number. */
function valuesFor(keys: Keys, key: string): Record<string, string | number> {
  const names = [...(keys.variables.get(key) ?? [])];
  return Object.fromEntries(names.map((name) => [name, name === 'count' ? 3 : `‹${name}›`]));
}

const cases = LANGUAGES.flatMap((language) =>
  namespaces.map((namespace) => ({ language, namespace })),
);

describe('the translator against i18next, on every text of both languages', () => {
  const references = new Map(LANGUAGES.map((lng) => [lng, reference(lng)]));
  const translators = new Map(
    LANGUAGES.map((lng) => [lng, createTranslator({ language: lng, resources })]),
  );

  it.each(cases)('$language $namespace', ({ language, namespace }) => {
    const theirs = references.get(language)!;
    const ours = translators.get(language)!;
    const keys = collectKeys(namespace);
    const mismatches: unknown[] = [];
    const compare = (how: string, expected: unknown, actual: unknown) => {
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        mismatches.push({ how, expected, actual });
    };
    const pair = (defaultNamespace: string) => ({
      expected: theirs.getFixedT(language, defaultNamespace),
      actual: ours.getFixedT(language, defaultNamespace),
    });
    const bound = pair(namespace);
    const fromCommon = pair('common');

    for (const key of keys.texts) {
      const values = valuesFor(keys, key);
      compare(key, bound.expected(key, values), bound.actual(key, values));
      compare(`${key} without values`, bound.expected(key), bound.actual(key));
      const prefixed = `${namespace}:${key}`;
      compare(prefixed, fromCommon.expected(prefixed, values), fromCommon.actual(prefixed, values));
      compare(
        `${key} with ns`,
        fromCommon.expected(key, { ...values, ns: namespace }),
        fromCommon.actual(key, { ...values, ns: namespace }),
      );
      compare(`exists ${prefixed}`, theirs.exists(prefixed), ours.exists(prefixed));
    }
    for (const key of keys.plurals) {
      for (const count of COUNTS) {
        const values = { ...valuesFor(keys, key), count };
        compare(`${key} count ${count}`, bound.expected(key, values), bound.actual(key, values));
      }
    }
    for (const key of keys.groups) {
      const values = { ...valuesFor(keys, key), returnObjects: true } as const;
      compare(`${key} as a group`, bound.expected(key, values), bound.actual(key, values));
      compare(
        `exists ${namespace}:${key}`,
        theirs.exists(`${namespace}:${key}`),
        ours.exists(`${namespace}:${key}`),
      );
    }
    for (const missing of ['no.such.key', `${namespace}:no.such.key`, 'common:no.such.key']) {
      compare(missing, bound.expected(missing), bound.actual(missing));
      const fallback = { defaultValue: 'Instead, {{what}}', what: 'this' };
      compare(
        `${missing} with a default`,
        bound.expected(missing, fallback),
        bound.actual(missing, fallback),
      );
      compare(`exists ${missing}`, theirs.exists(missing), ours.exists(missing));
    }

    expect(keys.texts.size).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });
});
