import { describe, expect, it } from 'vitest';
import { otherLanguageAddress, postAddress } from './post-address';

describe('post addresses', () => {
  it('put Spanish posts under /es', () => {
    expect(postAddress('en', 'hurricane-prep')).toBe('/blog/hurricane-prep');
    expect(postAddress('es', 'preparar-casa')).toBe('/es/blog/preparar-casa');
  });

  it('lead the language switch to the translation, with its own slug', () => {
    expect(
      otherLanguageAddress({
        language: 'en',
        translation: { slug: 'preparar-casa', language: 'es', title: 'Preparar tu casa' },
      }),
    ).toEqual({ language: 'es', address: '/es/blog/preparar-casa' });
    expect(
      otherLanguageAddress({
        language: 'es',
        translation: { slug: 'hurricane-prep', language: 'en', title: 'Hurricane prep' },
      }),
    ).toEqual({ language: 'en', address: '/blog/hurricane-prep' });
  });

  it('lead to the other blog when the post has no translation', () => {
    expect(otherLanguageAddress({ language: 'en', translation: null })).toEqual({
      language: 'es',
      address: '/es/blog',
    });
    expect(otherLanguageAddress({ language: 'es', translation: null })).toEqual({
      language: 'en',
      address: '/blog',
    });
  });
});
