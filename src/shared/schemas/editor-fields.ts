import { z } from 'zod';
import type { ValidationField } from '../validation/english';
import { validationMessage as message } from '../validation/message';

// Building blocks of the portal's editors (site settings, CMS pages, team, plans, city guides):
// each names its field, so a message reads "Enter the tagline in English" in every language.

export const tooLong = (max: number) => message('text.tooLong', { max });

export const requiredText = (field: ValidationField, max: number) =>
  z.string().trim().min(1, message('text.required', { field })).max(max, tooLong(max));

/** English is required; Spanish may stay empty, and Spanish readers then see the English text. */
export const localizedInput = (field: ValidationField, max: number) =>
  z.object({
    en: z.string().trim().min(1, message('text.requiredEnglish', { field })).max(max, tooLong(max)),
    es: z.string().trim().max(max, tooLong(max)),
  });

/** The limit as the editor shows it (e.g. "$100,000" for cents), or the number with separators. */
export const atMost = (field: ValidationField, max: number, shown = max.toLocaleString('en-US')) =>
  message('number.atMost', { field, max: shown });

export const notWhole = (field: ValidationField) => message('number.wholeOf', { field });
export const negative = (field: ValidationField) => message('number.negative', { field });
