import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, leadMessageCode } from './messages';
import { LEAD_KINDS, LEAD_KIND_LIST, isLeadKind } from './registry';

describe('lead registry', () => {
  it('gives every kind its own reference prefix', () => {
    const prefixes = LEAD_KIND_LIST.map((k) => LEAD_KINDS[k].prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const p of prefixes) expect(p).toMatch(/^[A-Z]{2,5}$/);
  });

  it('requires a contact block and refuses a filled honeypot in every kind', () => {
    for (const kind of LEAD_KIND_LIST) {
      const result = LEAD_KINDS[kind].schema.safeParse({ website: 'http://spam.example' });
      expect(result.success, kind).toBe(false);
      const paths = result.error!.issues.map((i) => i.path.join('.'));
      expect(paths, kind).toContain('contact');
      expect(paths, kind).toContain('website');
    }
  });

  it('knows its kinds and nothing else', () => {
    expect(isLeadKind('ma-form')).toBe(true);
    expect(isLeadKind('toString')).toBe(false);
    expect(isLeadKind('castle')).toBe(false);
  });
});

describe('leadMessageCode', () => {
  it('maps each schema message back to its code, and other text to null', () => {
    for (const [code, text] of Object.entries(LEAD_MESSAGES)) {
      expect(leadMessageCode(text)).toBe(code);
    }
    expect(leadMessageCode('Something else')).toBeNull();
  });
});
