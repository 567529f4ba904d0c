import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '../i18n/locales/es/validation.json';
import { translateValidation, type ValidationDictionary } from './validation-text';

const spanish = es as ValidationDictionary;

describe('translateValidation', () => {
  it('translates a whole message', () => {
    expect(translateValidation('Enter your e-mail address', spanish)).toBe(
      'Escribe tu correo electrónico',
    );
  });

  it('fills a pattern with the number it captured', () => {
    expect(translateValidation('Use at most 120 characters', spanish)).toBe(
      'Usa como máximo 120 caracteres',
    );
  });

  it('translates the field a pattern names, capitalised at the start of a sentence', () => {
    expect(translateValidation('Enter the monthly fee as a whole number', spanish)).toBe(
      'Escribe la cuota mensual como número entero',
    );
    expect(translateValidation("The number of slips can't be negative", spanish)).toBe(
      'El número de amarres no puede ser menor que 0',
    );
    expect(translateValidation('The setup fee is at most $10,000', spanish)).toBe(
      'La cuota de alta no puede ser mayor que $10,000',
    );
  });

  it('prefers the more specific pattern', () => {
    expect(translateValidation('Enter the tagline in English', spanish)).toBe(
      'Escribe el eslogan en inglés',
    );
  });

  it('keeps the English when it knows the message or the field name only in part', () => {
    expect(translateValidation('Enter the boat name', spanish)).toBe('Enter the boat name');
    expect(translateValidation('Something else went wrong', spanish)).toBe(
      'Something else went wrong',
    );
  });

  it('returns an already-translated message unchanged', () => {
    expect(translateValidation('Escribe tu contraseña', spanish)).toBe('Escribe tu contraseña');
  });
});

describe('the Spanish validation messages', () => {
  // Every schema whose messages reach a screen as written (the lead forms use codes instead).
  const files = ['auth', 'cities-admin', 'notifications', 'plans', 'site', 'team', 'users'].map(
    (name) => readFileSync(resolve('src/shared/schemas', `${name}.ts`), 'utf8'),
  );
  const source = files.join('\n');

  it('cover every fixed message in the shared schemas', () => {
    const literals = [...source.matchAll(/'([A-Z][^'\n]*[a-z0-9)])'/g)].map((m) => m[1]!);
    expect(literals.length).toBeGreaterThan(40);
    const untranslated = literals.filter((m) => translateValidation(m, spanish) === m);
    expect(untranslated).toEqual([]);
  });

  it('cover every message built from a field name', () => {
    const labels = [
      ...source.matchAll(
        /(?:requiredText|localizedInput|LocalizedInputSchema|wholeNumber|nonNegativeInt|featureText|PhoneInputSchema)\(\s*'([^']+)'/g,
      ),
    ].map((m) => m[1]!);
    expect(labels.length).toBeGreaterThan(20);
    const built = labels.flatMap((label) => [
      `Enter the ${label}`,
      `Enter the ${label} in English`,
      `Enter the ${label} as a whole number`,
      `The ${label} can't be negative`,
      `The ${label} is at most 999`,
    ]);
    expect(built.filter((m) => translateValidation(m, spanish) === m)).toEqual([]);
  });

  it('cover every message built from a number', () => {
    const templates = [...source.matchAll(/`([A-Z][^`]*)`/g)]
      .map((m) => m[1]!)
      .filter((t) => !t.includes('${label}'));
    expect(templates.length).toBeGreaterThan(3);
    const filled = templates.map((t) => t.replace(/\$\{[^}]+\}/g, '12'));
    expect(filled.filter((m) => translateValidation(m, spanish) === m)).toEqual([]);
  });
});
