import { VALIDATION_FIELDS_EN, VALIDATION_MESSAGES_EN } from '../../src/shared/validation/english';

/**
 * The English `validation` namespace, as the app's translator loads it. Every page has these texts
 * (drawn with it, or loaded with its first form); a test's translator should too.
 */
export const ENGLISH_VALIDATION_TEXTS = {
  messages: VALIDATION_MESSAGES_EN,
  fields: VALIDATION_FIELDS_EN,
};
