import type { StormAlert } from './schemas/site';

// Kept apart from the zod schemas: the alert strip is on every public page, and importing the
// schema module would put zod in the home page's first download.

/** The title and body a reader of `language` sees: Spanish when both Spanish texts are written. */
export function stormAlertText(
  alert: StormAlert,
  language: string | undefined,
): { title: string | null; body: string | null } {
  if (language?.startsWith('es') && alert.titleEs && alert.bodyEs) {
    return { title: alert.titleEs, body: alert.bodyEs };
  }
  return { title: alert.title, body: alert.body };
}
