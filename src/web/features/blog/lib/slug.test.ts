import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugFromTitle } from './slug';

describe('slugFromTitle', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugFromTitle('The Marinas of Fort Lauderdale')).toBe('the-marinas-of-fort-lauderdale');
    expect(slugFromTitle('  What full-service   management includes!  ')).toBe(
      'what-full-service-management-includes',
    );
  });

  it('folds Spanish accents and drops punctuation', () => {
    expect(slugFromTitle('Temporada de huracanes: ¿está lista tu casa?')).toBe(
      'temporada-de-huracanes-esta-lista-tu-casa',
    );
    expect(slugFromTitle('Año nuevo, reclamación nueva')).toBe('ano-nuevo-reclamacion-nueva');
  });

  it('is empty for a title with no letters or digits', () => {
    expect(slugFromTitle('¿¡ — !?')).toBe('');
  });

  it('keeps within the length limit without a trailing hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
