/** A listing's title and description in the reader's language: Spanish when written, else English. */
export function listingTitle(
  listing: { title: string; titleEs: string | null },
  language: string,
): string {
  return language.startsWith('es') && listing.titleEs ? listing.titleEs : listing.title;
}

export function listingDescription(
  listing: { description: string; descriptionEs: string | null },
  language: string,
): string {
  return language.startsWith('es') && listing.descriptionEs
    ? listing.descriptionEs
    : listing.description;
}
