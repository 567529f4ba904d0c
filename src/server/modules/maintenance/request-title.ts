import type { MaintenanceCategory } from '../../../shared/maintenance-terms';

const CATEGORY_NAMES: Record<MaintenanceCategory, string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  air_conditioning: 'Air conditioning',
  appliance: 'Appliance',
  pest: 'Pest',
  storm_damage: 'Storm damage',
  locks_keys: 'Locks and keys',
  other: 'Maintenance',
};

const MAX_SUMMARY = 60;

/**
 * A work order's title from what the resident wrote: the category, then the first sentence cut at
 * a word near 60 characters ("Plumbing: Kitchen sink leaking under the cabinet"), so a board card
 * says what the job is without opening it.
 */
export function requestTitle(category: MaintenanceCategory, description: string): string {
  const firstSentence = description
    .trim()
    .split(/(?<=[.!?])\s|\n/)[0]!
    .replace(/[.!?]+$/, '');
  let summary = firstSentence.replace(/\s+/g, ' ').trim();
  if (summary.length > MAX_SUMMARY) {
    const cut = summary.slice(0, MAX_SUMMARY + 1);
    const lastSpace = cut.lastIndexOf(' ');
    summary = `${(lastSpace > 20 ? cut.slice(0, lastSpace) : cut.slice(0, MAX_SUMMARY)).replace(/[,;:]$/, '')}…`;
  }
  const capitalised = summary.charAt(0).toUpperCase() + summary.slice(1);
  return `${CATEGORY_NAMES[category]}: ${capitalised}`;
}
