import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lookFor } from './facade-kit';
import { PropertyFacade } from './property-facade';

const ids = Array.from(
  { length: 21 },
  (_, i) => `7c9e6679-7425-40de-944b-e07fc1f90a${String(i).padStart(2, '0')}`,
);

function drawing(kind: 'condo' | 'house' | 'townhouse' | 'villa', seed: string): string {
  const { container } = render(<PropertyFacade kind={kind} seed={seed} />);
  // The gradient's id differs per render; what is drawn is the rest.
  return container.innerHTML.replace(/facade[\w-]*?-sky/g, 'sky');
}

describe('drawn homes', () => {
  it('draw each listing its own way: 21 condos are not 21 copies of a few drawings', () => {
    const drawings = new Set(ids.map((id) => drawing('condo', id)));
    expect(drawings.size).toBeGreaterThanOrEqual(18);
  });

  it('draw a listing the same way every time', () => {
    expect(drawing('villa', ids[3]!)).toBe(drawing('villa', ids[3]!));
    expect(lookFor(ids[3]!)).toEqual(lookFor(ids[3]!));
  });

  it('vary colour, sky, height and palms across listings', () => {
    const looks = ids.map(lookFor);
    expect(new Set(looks.map((l) => l.wall)).size).toBeGreaterThan(2);
    expect(new Set(looks.map((l) => l.sky[0])).size).toBeGreaterThan(1);
    expect(new Set(looks.map((l) => l.floors)).size).toBeGreaterThan(2);
    expect(new Set(looks.map((l) => l.flip)).size).toBe(2);
  });
});
