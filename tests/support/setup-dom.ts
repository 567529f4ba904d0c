import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { standaloneTranslator } from '../../src/web/i18n/use-translation';
import { ENGLISH_VALIDATION_TEXTS } from './validation-texts';

// A component tested on its own has the validation texts every page has.
standaloneTranslator.addTexts({ en: { validation: ENGLISH_VALIDATION_TEXTS } });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
