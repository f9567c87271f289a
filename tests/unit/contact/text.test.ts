import {
  BLANK_RANGES,
  clipToCodePoints,
  codePointLength,
  composed,
  hasForbiddenControl,
  isBlankCharacter,
  toStoredText,
  trimBlank,
} from '@site/src/contact/text';

const LAST_CODE_POINT = 0x10ffff;
const isSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff;

function codePointsWhere(test: (codePoint: number) => boolean): number[] {
  const found: number[] = [];
  for (let codePoint = 0; codePoint <= LAST_CODE_POINT; codePoint += 1) {
    if (!isSurrogate(codePoint) && test(codePoint)) found.push(codePoint);
  }
  return found;
}

const hex = (codePoints: number[]) => codePoints.map((codePoint) => `U+${codePoint.toString(16).toUpperCase()}`);

describe('blank characters', () => {
  it('are exactly White_Space plus the assigned default-ignorable characters, minus variation selectors and tags', () => {
    // What the list means, checked against this Node's Unicode tables. The list itself stays
    // spelled out so the browser, zod and PostgreSQL agree whatever their Unicode version.
    const whiteSpace = /\p{White_Space}/u;
    const ignorable = /\p{Default_Ignorable_Code_Point}/u;
    const unassigned = /\p{Cn}/u;
    const variationSelector = /\p{Variation_Selector}/u;
    const tag = (codePoint: number) => codePoint >= 0xe0000 && codePoint <= 0xe007f;
    const expected = codePointsWhere((codePoint) => {
      const character = String.fromCodePoint(codePoint);
      if (whiteSpace.test(character)) return true;
      return (
        ignorable.test(character) &&
        !unassigned.test(character) &&
        !variationSelector.test(character) &&
        !tag(codePoint)
      );
    });
    expect(hex(codePointsWhere(isBlankCharacter))).toEqual(hex(expected));
  });

  it('include everything JavaScript trims, so nothing String.prototype.trim removes survives', () => {
    const jsWhiteSpace = codePointsWhere((codePoint) => String.fromCodePoint(codePoint).trim() === '');
    expect(hex(jsWhiteSpace.filter((codePoint) => !isBlankCharacter(codePoint)))).toEqual([]);
  });

  it('are listed in order, without overlaps', () => {
    for (let index = 1; index < BLANK_RANGES.length; index += 1) {
      expect(BLANK_RANGES[index][0]).toBeGreaterThan(BLANK_RANGES[index - 1][1]);
    }
  });

  it.each([
    ['zero-width space', '\u200B'],
    ['zero-width non-joiner and joiner', '\u200C\u200D'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\uFEFF'],
    ['no-break space', '\u00A0'],
    ['figure space', '\u2007'],
    ['narrow no-break space', '\u202F'],
    ['ideographic space', '\u3000'],
    ['Hangul filler', '\u3164'],
    ['a mix with ordinary white space', ' \t\n\u200B\u00A0\r'],
  ])('trim a value of only %s to nothing', (_name, value) => {
    expect(trimBlank(value)).toBe('');
  });

  it('are trimmed at both ends only', () => {
    expect(trimBlank('\u200B\u00A0Ada\u2060Lovelace\uFEFF ')).toBe('Ada\u2060Lovelace');
  });

  it('leave emoji sequences whole: joiners inside, variation selectors and flag tags at the end', () => {
    const family = '👩\u200D👩\u200D👧';
    const heart = '❤\uFE0F';
    const scotland = '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    for (const emoji of [family, heart, scotland]) expect(trimBlank(` ${emoji}\u200B`)).toBe(emoji);
  });
});

describe('control characters', () => {
  it.each([
    ['NUL', 'Ada\u0000'],
    ['escape', '\u001B[31mAda'],
    ['delete', 'Ada\u007F'],
    ['next line (C1)', 'Ada\u0085Lovelace'],
    ['carriage return', 'Ada\rLovelace'],
    ['tab', 'Ada\tLovelace'],
    ['line feed', 'Ada\nLovelace'],
  ])('refuse %s in a single-line value', (_name, value) => {
    expect(hasForbiddenControl(value)).toBe(true);
  });

  it('allow tab and line feed in a message, and no other control', () => {
    expect(hasForbiddenControl('Hello,\n\tworld', {allowLineBreaks: true})).toBe(false);
    expect(hasForbiddenControl('Hello,\r\nworld', {allowLineBreaks: true})).toBe(true);
    expect(hasForbiddenControl('Hello\u0000', {allowLineBreaks: true})).toBe(true);
  });

  it('leave ordinary text, emoji and blank format characters alone', () => {
    expect(hasForbiddenControl('Zoë 😀 \u200B\u00A0 山田')).toBe(false);
  });
});

describe('lengths in code points', () => {
  it('count an emoji or a rare CJK character (two UTF-16 units) as one', () => {
    expect(codePointLength('😀'.repeat(100))).toBe(100);
    expect(codePointLength('𠮷野家')).toBe(3);
    expect('😀'.repeat(100)).toHaveLength(200);
  });

  it('count a letter and its combining accent as the one character the visitor sees (NFC)', () => {
    expect(codePointLength('e\u0301')).toBe(1);
    expect(codePointLength('Jose\u0301 Nu\u0301n\u0303ez')).toBe('José Núñez'.length);
    expect(codePointLength('\u304B\u3099')).toBe(1); // が as か + voicing mark
    // Composing does not make every cluster one: an emoji sequence or a Devanagari conjunct stays several.
    expect(codePointLength('👩\u200D👧')).toBe(3);
    expect(codePointLength('क्ष')).toBe(3);
  });

  it('clip at the limit between whole characters', () => {
    expect(clipToCodePoints('😀'.repeat(101), 100)).toBe('😀'.repeat(100));
    expect(clipToCodePoints('abc', 3)).toBe('abc');
    // A five-code-point family does not fit in the last three places: it is left out, not cut.
    expect(clipToCodePoints(`${'x'.repeat(97)}👩\u200D👩\u200D👧`, 100)).toBe('x'.repeat(97));
  });

  it('clip decomposed text by its composed length, and keep it as typed', () => {
    const decomposed = 'e\u0301';
    expect(clipToCodePoints(decomposed.repeat(100), 100)).toBe(decomposed.repeat(100));
    expect(clipToCodePoints(decomposed.repeat(101), 100)).toBe(decomposed.repeat(100));
    const mixed = `${'ä'.normalize('NFD').repeat(60)}${'ö'.repeat(60)}`;
    expect(codePointLength(clipToCodePoints(mixed, 100))).toBe(100);
  });
});

describe('the stored form of a value', () => {
  it('is trimmed of blank characters, full-width spaces included, and composed', () => {
    expect(toStoredText('\u3000Jose\u0301\u3000Nu\u0301n\u0303ez\u00A0')).toBe('José\u3000Núñez');
    expect(toStoredText('\u3000\u3000')).toBe('');
    expect(composed('\u304B\u3099\u30AB\u3099')).toBe('がガ');
  });

  it('changes no blank or control character into another kind, so every rule gives the same answer', () => {
    const changed = codePointsWhere((codePoint) => {
      const character = String.fromCodePoint(codePoint);
      return (isBlankCharacter(codePoint) || hasForbiddenControl(character)) && composed(character) !== character;
    });
    // En quad and em quad compose to en space and em space: blank either way.
    expect(hex(changed)).toEqual(['U+2000', 'U+2001']);
    expect([...composed('\u2000\u2001')].every((character) => isBlankCharacter(character.codePointAt(0)!))).toBe(true);
  });
});
