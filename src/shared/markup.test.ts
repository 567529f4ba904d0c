import { describe, expect, it } from 'vitest';
import { fillVariables, parseInline, parseMarkup } from './markup';

describe('parseMarkup', () => {
  it('reads headings, paragraphs, lists and callouts', () => {
    const blocks = parseMarkup(
      '## Who we are\nWe manage homes\nin Miami.\n\n- one\n- two\n\n1. first\n2. second\n\n> Note this\n\n### Small',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, content: [{ type: 'text', value: 'Who we are' }] },
      { type: 'paragraph', content: [{ type: 'text', value: 'We manage homes in Miami.' }] },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', value: 'one' }], [{ type: 'text', value: 'two' }]],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', value: 'first' }], [{ type: 'text', value: 'second' }]],
      },
      { type: 'callout', content: [{ type: 'text', value: 'Note this' }] },
      { type: 'heading', level: 3, content: [{ type: 'text', value: 'Small' }] },
    ]);
  });

  it('splits a heading from the paragraph written right under it', () => {
    const blocks = parseMarkup('## Fees\nWe charge 8%.');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph']);
  });

  it('keeps raw HTML as text', () => {
    const [block] = parseMarkup('<script>alert(1)</script>');
    expect(block).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', value: '<script>alert(1)</script>' }],
    });
  });
});

describe('parseInline', () => {
  it('reads bold and safe links', () => {
    expect(
      parseInline('See **our plans** at [compare](/compare) or [mail](mailto:a@b.c).'),
    ).toEqual([
      { type: 'text', value: 'See ' },
      { type: 'strong', value: 'our plans' },
      { type: 'text', value: ' at ' },
      { type: 'link', href: '/compare', label: 'compare' },
      { type: 'text', value: ' or ' },
      { type: 'link', href: 'mailto:a@b.c', label: 'mail' },
      { type: 'text', value: '.' },
    ]);
  });

  it('drops the target of javascript:, http: and protocol-relative links', () => {
    for (const href of ['javascript:alert', 'http://x.test', '//evil.test', '/\\evil.test']) {
      expect(parseInline(`[click](${href})`)).toEqual([{ type: 'text', value: 'click' }]);
    }
  });
});

describe('fillVariables', () => {
  it('fills known names and leaves unknown ones', () => {
    expect(fillVariables('{{brandName}} at {{nope}}', { brandName: 'Blu' })).toBe(
      'Blu at {{nope}}',
    );
  });
});
