import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_FIELDS_EN, VALIDATION_MESSAGES_EN } from '../../shared/validation/english';
import { parseValidationMessage } from '../../shared/validation/english-text';
import { validationMessage } from '../../shared/validation/message';
import es from '../i18n/locales/es/validation.json';
import { createTranslator } from '../i18n/translator';
import { translateValidation, type ValidationTranslate } from './validation-text';

const translator = createTranslator({
  language: 'en',
  resources: {
    en: { validation: { messages: VALIDATION_MESSAGES_EN, fields: VALIDATION_FIELDS_EN } },
    es: { validation: es },
  },
});
const inLanguage =
  (lng: 'en' | 'es'): ValidationTranslate =>
  (key, options) =>
    translator.getFixedT(lng, 'validation')(key, options);

describe('translateValidation', () => {
  const english = inLanguage('en');
  const spanish = inLanguage('es');

  it('words a code in the reader language', () => {
    expect(translateValidation('email.invalid', english)).toBe('Enter a valid e-mail address');
    expect(translateValidation('email.invalid', spanish)).toBe(
      'Escribe un correo electrónico válido',
    );
    expect(translateValidation('form.required', spanish)).toBe('Este campo es obligatorio.');
  });

  it('fills the parameters the message carries', () => {
    const tooLong = validationMessage('text.tooLong', { max: 120 });
    expect(translateValidation(tooLong, english)).toBe('Use at most 120 characters');
    expect(translateValidation(tooLong, spanish)).toBe('Usa como máximo 120 caracteres');
  });

  it('names the field in the language, capitalised at the start of a sentence', () => {
    const whole = validationMessage('number.wholeOf', { field: 'monthlyFee' });
    expect(translateValidation(whole, english)).toBe('Enter the monthly fee as a whole number');
    expect(translateValidation(whole, spanish)).toBe('Escribe la cuota mensual como número entero');
    const atMost = validationMessage('number.atMost', { field: 'setupFee', max: '$100,000' });
    expect(translateValidation(atMost, english)).toBe('The setup fee is at most $100,000');
    expect(translateValidation(atMost, spanish)).toBe(
      'La cuota de alta no puede ser mayor que $100,000',
    );
  });

  it('shows a text that is not a known code as it came', () => {
    expect(translateValidation('You cannot block your own account.', spanish)).toBe(
      'You cannot block your own account.',
    );
    expect(translateValidation('unknown.rule?max=3', english)).toBe('unknown.rule?max=3');
  });

  it('words nothing before the texts have arrived, rather than a code', () => {
    expect(translateValidation(validationMessage('text.tooShort', { min: 10 }), null)).toBe('');
    expect(translateValidation('Already worded.', null)).toBe('Already worded.');
  });

  it('words a code Spanish lacks in English, and an unknown field by its key', () => {
    const partial = createTranslator({
      language: 'es',
      resources: {
        en: { validation: { messages: VALIDATION_MESSAGES_EN, fields: VALIDATION_FIELDS_EN } },
        es: { validation: { messages: {}, fields: {} } },
      },
    });
    const t: ValidationTranslate = (key, options) =>
      partial.getFixedT('es', 'validation')(key, options);
    expect(translateValidation('email.invalid', t)).toBe('Enter a valid e-mail address');
    const wrong = validationMessage('number.wholeOf', { field: 'noSuchField' as never });
    expect(translateValidation(wrong, inLanguage('en'))).toBe(
      'Enter the noSuchField as a whole number',
    );
  });
});

describe('the validation codes', () => {
  const codes = Object.keys(VALIDATION_MESSAGES_EN);
  const fields = Object.keys(VALIDATION_FIELDS_EN);

  it('each have a Spanish text, and Spanish has no code English lacks', () => {
    expect(Object.keys(es.messages).sort()).toEqual([...codes].sort());
    expect(Object.keys(es.fields).sort()).toEqual([...fields].sort());
  });

  it('use in Spanish the parameters their English uses', () => {
    const names = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!.toLowerCase()).sort();
    for (const code of codes) {
      const spanish = (es.messages as Record<string, string>)[code]!;
      expect(names(spanish), code).toEqual(
        names(VALIDATION_MESSAGES_EN[code as keyof typeof VALIDATION_MESSAGES_EN]),
      );
    }
  });

  it('cover every code the shared schemas use', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
            ? [join(dir, entry.name)]
            : [],
      );
    const source = files(resolve('src/shared/schemas'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const used = [...source.matchAll(/'([a-z][a-zA-Z]*\.[a-z][a-zA-Z]*)'/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(80);
    expect(used.filter((code) => !parseValidationMessage(code))).toEqual([]);
  });
});
