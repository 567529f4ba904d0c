import { describe, expect, it } from 'vitest';
import { isInAppPath } from './in-app-path';

describe('isInAppPath', () => {
  it.each(['/', '/storm', '/portal/users?q=ann&page=2', '/slp/property/abc#photos', '/a%20b'])(
    'accepts the in-app path %j',
    (path) => expect(isInAppPath(path)).toBe(true),
  );

  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    '///evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F/evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    ' /storm',
    '/sto rm',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'https://evil.example',
    'evil.example',
    'storm',
    '',
  ])('refuses %j', (path) => expect(isInAppPath(path)).toBe(false));
});
