import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../shared/language-path';
import { createTranslator, type Texts } from './translator';

const resources = {
  en: {
    common: { hello: 'Hello, {{name}}', nested: { deeper: { text: 'Deep' } }, onlyEnglish: 'Only' },
    inbox: {
      messages_zero: 'No messages',
      messages_one: '{{count}} message',
      messages_other: '{{count}} messages',
      steps: ['First {{who}}', 'Second'],
      codes: { 'email.invalid': 'Enter a valid e-mail address' },
    },
  },
  es: {
    common: { hello: 'Hola, {{name}}', nested: { deeper: { text: 'Hondo' } } },
    inbox: {
      messages_one: '{{count}} mensaje',
      messages_many: '{{count}} de mensajes',
      messages_other: '{{count}} mensajes',
    },
  },
};

describe('Translator', () => {
  const english = createTranslator({ language: 'en', resources });
  const spanish = createTranslator({ language: 'es', resources });

  it('reads nested keys in the bound namespace, another with ns: or { ns }', () => {
    const t = english.getFixedT('en', 'inbox');
    expect(english.getFixedT('en')('nested.deeper.text')).toBe('Deep');
    expect(t('common:nested.deeper.text')).toBe('Deep');
    expect(t('nested.deeper.text', { ns: 'common' })).toBe('Deep');
  });

  it('reads a key whose name holds dots', () => {
    expect(english.getFixedT('en', 'inbox')('codes.email.invalid')).toBe(
      'Enter a valid e-mail address',
    );
  });

  it('fills values unescaped, empties one passed as undefined and keeps one not passed', () => {
    const t = english.getFixedT('en');
    expect(t('hello', { name: '<b>Ana & Co</b>' })).toBe('Hello, <b>Ana & Co</b>');
    expect(t('hello', { name: undefined })).toBe('Hello, ');
    expect(t('hello')).toBe('Hello, {{name}}');
  });

  it('picks the plural form by count, _zero first for 0, with each language its own rules', () => {
    const t = english.getFixedT('en', 'inbox');
    expect([0, 1, 2].map((count) => t('messages', { count }))).toEqual([
      'No messages',
      '1 message',
      '2 messages',
    ]);
    const tEs = spanish.getFixedT('es', 'inbox');
    // Spanish has no _zero: 0 is `other`. A million is `many`.
    expect([0, 1, 1_000_000].map((count) => tEs('messages', { count }))).toEqual([
      '0 mensajes',
      '1 mensaje',
      '1000000 de mensajes',
    ]);
  });

  it('falls back to English for a text Spanish lacks', () => {
    expect(spanish.getFixedT('es')('onlyEnglish')).toBe('Only');
    expect(spanish.getFixedT('es')('hello', { name: 'Ana' })).toBe('Hola, Ana');
  });

  it('answers a list with returnObjects, its texts filled in; without it, the key', () => {
    const t = english.getFixedT('en', 'inbox');
    expect(t('steps', { returnObjects: true, who: 'you' })).toEqual(['First you', 'Second']);
    expect(t('steps')).toBe('steps');
  });

  it('answers a missing key with the default value, or else the key without its namespace', () => {
    const t = english.getFixedT('en');
    expect(t('roles.owner', { defaultValue: 'owner' })).toBe('owner');
    expect(t('inbox:no.such')).toBe('no.such');
  });

  it('says whether a key exists, in the default namespace or a named one', () => {
    expect(english.exists('hello')).toBe(true);
    expect(english.exists('inbox:steps')).toBe(true);
    expect(english.exists('inbox:no.such')).toBe(false);
  });

  it('gives the same t for the same language and namespace', () => {
    expect(english.getFixedT('en', 'inbox')).toBe(english.getFixedT('en', 'inbox'));
    expect(english.getFixedT('en', 'inbox')).not.toBe(english.getFixedT('en', 'common'));
  });
});

describe('Translator with a loader', () => {
  const files: Record<string, Texts> = {
    'es/inbox': { title: 'Bandeja' },
    'en/inbox': { title: 'Inbox', more: 'More' },
  };
  const loader = () =>
    vi.fn((language: Language, namespace: string) => {
      const texts = files[`${language}/${namespace}`];
      return texts ? Promise.resolve(texts) : Promise.reject(new Error('no such file'));
    });

  it('loads a namespace in the language and in English, once', async () => {
    const load = loader();
    const translator = createTranslator({ language: 'es', load });
    expect(translator.isLoaded(['inbox'])).toBe(false);
    const loading = translator.loadNamespaces(['inbox']);
    expect(translator.loadNamespaces(['inbox'])).toBe(loading);
    await loading;
    expect(translator.isLoaded(['inbox'])).toBe(true);
    expect(load.mock.calls).toEqual([
      ['es', 'inbox'],
      ['en', 'inbox'],
    ]);
    expect(translator.getFixedT('es', 'inbox')('title')).toBe('Bandeja');
    expect(translator.getFixedT('es', 'inbox')('more')).toBe('More');
  });

  it('counts a file that failed to load as settled, so a page shows keys rather than waits', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const translator = createTranslator({ language: 'en', load: loader() });
    await translator.loadNamespaces(['missing']);
    expect(translator.isLoaded(['missing'])).toBe(true);
    expect(translator.getFixedT('en', 'missing')('title')).toBe('title');
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('has everything loaded when it has no loader', () => {
    expect(createTranslator({ language: 'en' }).isLoaded(['anything'])).toBe(true);
  });
});
