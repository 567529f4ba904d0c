import { describe, expect, it } from 'vitest';
import { coverTopic } from './cover-art';

describe('the drawn cover’s subject', () => {
  it('comes from the tags first, then the title', () => {
    expect(coverTopic(['Marinas'], 'Preparing for hurricane season')).toBe('marina');
    expect(coverTopic([], 'Preparing a waterfront home for hurricane season')).toBe('storm');
    expect(coverTopic(['Owners'], 'What full-service management includes')).toBe('home');
  });

  it('reads an insurance claim after a storm as a claim', () => {
    expect(coverTopic(['Storm', 'Insurance'], 'Insurance claims after a named storm')).toBe(
      'insurance',
    );
  });

  it('reads Spanish posts too', () => {
    expect(coverTopic(['Huracanes'], 'Cómo preparar tu casa')).toBe('storm');
    expect(coverTopic([], 'Vivir junto al mar en Miami: guía para inquilinos')).toBe('city');
    expect(coverTopic(['Seguros'], 'Reclamos después de una tormenta')).toBe('insurance');
  });
});
