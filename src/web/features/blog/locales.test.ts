import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/blog-admin.json';
import es from '../../i18n/locales/es/blog-admin.json';

/** Every key of a nested translation file, as dotted paths. */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the blog admin translations', () => {
  it('say the same things in English and Spanish', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('keep every placeholder in both languages', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort((a, b) => a.localeCompare(b));
    const read = (file: unknown, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], file);
    for (const path of keys(en)) {
      expect(placeholders(String(read(es, path))), path).toEqual(
        placeholders(String(read(en, path))),
      );
    }
  });
});
