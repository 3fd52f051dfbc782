import { describe, expect, it } from 'vitest';
import { controlCharacterPaths, hasForbiddenControl } from '#lib/text.ts';

describe('control characters in text', () => {
  it('refuses NUL, the other C0 controls and DEL, and keeps tab and line breaks', () => {
    for (const bad of ['\u0000', 'a\u0001b', '\u0008', '\u000b', '\u000c', '\u001b[31m', 'x\u007f'])
      expect(hasForbiddenControl(bad), JSON.stringify(bad)).toBe(true);
    for (const good of [
      '',
      'Émilie',
      'line\nbreak',
      'tab\there',
      'crlf\r\n',
      '👩‍👩‍👧',
      'e\u0301',
      '\u200fשלום',
    ])
      expect(hasForbiddenControl(good), JSON.stringify(good)).toBe(false);
  });

  it('names every field that holds one, nested and in keys', () => {
    expect(
      controlCharacterPaths({
        name: 'ok',
        notes: 'bad\u0000',
        items: [{ note: 'fine' }, { note: '\u0007' }],
        'k\u0000': 1,
        count: 3,
      }),
    ).toEqual(['items.1.note', 'k\u0000', 'notes']);
    expect(controlCharacterPaths('\u0000')).toEqual(['_']);
    expect(controlCharacterPaths({ a: 'clean', b: ['x', 'y'] })).toEqual([]);
  });
});
