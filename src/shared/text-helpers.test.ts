import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';
import { humanize, humanizeKey } from './humanize';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts a UUID in either case and nothing else', () => {
    expect(isUuid('3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('3F2B8C1E-9D4A-4C6B-8E2F-1A2B3C4D5E6F')).toBe(true);
    expect(isUuid('3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6')).toBe(false);
    expect(isUuid(' 3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f')).toBe(false);
    expect(isUuid('a%00b')).toBe(false);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that end text or attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('humanize', () => {
  it('names one key', () => {
    expect(humanize('desiredStart')).toBe('Desired start');
    expect(humanize('move_in-date')).toBe('Move in date');
  });

  it('names a dotted path, counting list items from one', () => {
    expect(humanizeKey('currentAddress.zip')).toBe('Current address · Zip');
    expect(humanizeKey('owners.0.name')).toBe('Owners · #1 · Name');
  });
});
