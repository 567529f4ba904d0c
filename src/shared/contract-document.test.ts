import { describe, expect, it } from 'vitest';
import {
  documentBlocks,
  fillMergeFields,
  sendProblems,
  signingFields,
  unfilledMergeFields,
} from './contract-document';

describe('merge fields', () => {
  it('fills the fields it has values for and leaves the others to fill by hand', () => {
    const body = 'Owner {{owner.name}} at {{ property.address }}; fee {{plan.fee}}.';
    const filled = fillMergeFields(body, {
      'owner.name': 'Ana Soto',
      'property.address': '1 Bay Dr',
      'plan.fee': '',
    });
    expect(filled).toBe('Owner Ana Soto at 1 Bay Dr; fee {{plan.fee}}.');
    expect(unfilledMergeFields(filled)).toEqual(['plan.fee']);
  });

  it('lists each unfilled field once, in order, and never a signing field', () => {
    expect(unfilledMergeFields('{{b.x}} {{a.y}} {{b.x}}\n{{signature:1}}')).toEqual(['b.x', 'a.y']);
  });
});

describe('signing fields', () => {
  it('splits the text around fields that stand on their own lines, keyed per signer', () => {
    const blocks = documentBlocks(
      '# Title\n\nText\n\n{{signature:1}}\n{{date:1}}\n\n{{signature:2}}\n\n{{initials:1}}\n',
    );
    expect(blocks.map((b) => (b.type === 'text' ? 'text' : b.key))).toEqual([
      'text',
      'signature:1#0',
      'date:1#0',
      'signature:2#0',
      'initials:1#0',
    ]);
  });

  it('treats a tag inside a sentence as text, not a field', () => {
    expect(signingFields('Sign here {{signature:1}} please')).toEqual([]);
  });
});

describe('what stops sending', () => {
  const signers = [
    { name: 'Ana', role: 'signer' as const },
    { name: 'Blu', role: 'approver' as const },
  ];

  it('accepts a filled text with a signature field for each signer', () => {
    expect(sendProblems('Terms.\n\n{{signature:1}}\n', signers)).toEqual([]);
  });

  it('names unfilled merge fields, fields beyond the signers, and signers without a signature', () => {
    const problems = sendProblems('Hi {{owner.name}}\n\n{{date:1}}\n\n{{signature:3}}\n', signers);
    expect(problems).toEqual([
      'Fill in {{owner.name}} before sending.',
      'The text has fields for signer 3, but only 2 sign. Add a party or remove the fields.',
      'Ana (signer 1) has no signature field: add {{signature:1}} on a line of its own.',
    ]);
  });
});
