import type { AdminCity, CityContentInput } from '../../../../shared/schemas/cities-admin';

/** The editor's values: exactly the PUT body, so the browser validates with the server's schema. */
export type CityFormValues = CityContentInput;
export type MarinaFormValues = CityFormValues['marinas'][number];

export function toCityFormValues(city: AdminCity): CityFormValues {
  return {
    tagline: { ...city.tagline },
    guide: { ...city.guide },
    boatingNotes: { ...city.boatingNotes },
    marinas: city.marinas.map((m) => ({ ...m, description: { ...m.description } })),
  };
}

/** A new marina starts with empty numbers (NaN in a number field), so nobody saves 0 slips by accident. */
export function emptyMarina(): MarinaFormValues {
  return { name: '', slips: Number.NaN, maxLengthFt: Number.NaN, description: { en: '', es: '' } };
}

const TEXT_FIELDS = ['tagline', 'guide', 'boatingNotes'] as const;
const MARINA_FIELDS = ['name', 'slips', 'maxLengthFt', 'description.en', 'description.es'] as const;

/** Every field a server 400 can name for a form with `marinaCount` marinas (e.g. marinas.1.slips). */
export function cityFieldPaths(marinaCount: number) {
  const paths: string[] = ['marinas'];
  for (const field of TEXT_FIELDS) paths.push(`${field}.en`, `${field}.es`);
  for (let i = 0; i < marinaCount; i++) {
    for (const field of MARINA_FIELDS) paths.push(`marinas.${i}.${field}`);
  }
  return paths as Array<
    | `${(typeof TEXT_FIELDS)[number]}.${'en' | 'es'}`
    | 'marinas'
    | `marinas.${number}.${(typeof MARINA_FIELDS)[number]}`
  >;
}
