import { describe, expect, it } from 'vitest';
import { fittedSize } from './resize-image';

describe('fittedSize', () => {
  it('shrinks the longest side to the limit and keeps the proportions', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a small photo', () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
