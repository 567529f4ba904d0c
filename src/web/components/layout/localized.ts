import type { LocalizedText } from '../../../shared/schemas/site';

/** The operator's text in the visitor's language; English when the Spanish one was left empty. */
export function localized(text: LocalizedText, language: string | undefined): string {
  return language === 'es' && text.es.trim() ? text.es : text.en;
}

/** A tel: link from a display number such as "+1 (305) 555-0142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
