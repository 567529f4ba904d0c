/** SlugSchema's ceiling: a slug longer than this is refused by the server. */
export const MAX_SLUG_LENGTH = 80;

/**
 * The address a title suggests: "Hurricane Season: ¿Está Lista?" → "hurricane-season-esta-lista".
 * Accents fold to their letters (Spanish titles keep readable slugs), anything else that is not a
 * letter or digit becomes one hyphen, and a cut at the length limit never leaves a trailing hyphen.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}
