import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from './language-path';

describe('language in the path', () => {
  it('reads Spanish only from the /es segment', () => {
    expect(languageOfPath('/es')).toBe('es');
    expect(languageOfPath('/es/slp')).toBe('es');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/estates')).toBe('en');
    expect(languageOfPath('/slp/es')).toBe('en');
  });

  it('strips and adds the prefix as inverses', () => {
    for (const appPath of ['/', '/slp', '/marine-lifestyle/naples', '/estates']) {
      expect(pathWithoutLanguage(pathInLanguage('es', appPath))).toBe(appPath);
      expect(pathWithoutLanguage(pathInLanguage('en', appPath))).toBe(appPath);
    }
    expect(pathInLanguage('es', '/')).toBe('/es');
    expect(pathWithoutLanguage('/es')).toBe('/');
  });
});
