import { describe, expect, it } from 'vitest';
import { insertImage, insertLink, prefixLines, wrapInline } from './markdown-edit';

describe('wrapInline', () => {
  it('wraps the selected words and keeps them selected', () => {
    const result = wrapInline({ value: 'Check the dock lines', start: 10, end: 14 }, 'bold', 'x');
    expect(result.value).toBe('Check the **dock** lines');
    expect(result.value.slice(result.start, result.end)).toBe('dock');
  });

  it('puts a selected placeholder where nothing was selected', () => {
    const result = wrapInline({ value: 'Hi ', start: 3, end: 3 }, 'italic', 'italic text');
    expect(result.value).toBe('Hi _italic text_');
    expect(result.value.slice(result.start, result.end)).toBe('italic text');
  });
});

describe('prefixLines', () => {
  it('makes the caret line a heading', () => {
    const result = prefixLines({ value: 'Intro\nShutters\nEnd', start: 8, end: 8 }, 'heading');
    expect(result.value).toBe('Intro\n## Shutters\nEnd');
    expect(result.start).toBe(11);
  });

  it('marks every selected line as a list item, once', () => {
    const value = 'Water\n- Batteries\nRadio';
    const result = prefixLines({ value, start: 0, end: value.length }, 'list');
    expect(result.value).toBe('- Water\n- Batteries\n- Radio');
    expect(result.value.slice(result.start, result.end)).toBe('Water\n- Batteries\n- Radio');
  });

  it('quotes a line in the middle of the text', () => {
    const result = prefixLines({ value: 'a\nsaid so\nb', start: 4, end: 6 }, 'quote');
    expect(result.value).toBe('a\n> said so\nb');
  });
});

describe('insertLink', () => {
  it('uses the selection as the text and selects the address', () => {
    const result = insertLink({ value: 'See our plans today', start: 8, end: 13 }, 'link');
    expect(result.value).toBe('See our [plans](https://) today');
    expect(result.value.slice(result.start, result.end)).toBe('https://');
  });
});

describe('insertImage', () => {
  it('puts the image in a paragraph of its own', () => {
    const result = insertImage(
      { value: 'Before.After.', start: 7, end: 7 },
      'Storm shutters',
      '/uploads/blog/a.jpg',
    );
    expect(result.value).toBe('Before.\n\n![Storm shutters](/uploads/blog/a.jpg)\n\nAfter.');
    expect(result.start).toBe(result.value.indexOf('After.'));
  });

  it('escapes brackets in the alt text and ends an empty body with a newline', () => {
    const result = insertImage({ value: '', start: 0, end: 0 }, 'Dock [north] side', '/u/b.jpg');
    expect(result.value).toBe('![Dock \\[north\\] side](/u/b.jpg)\n');
  });
});
