/**
 * Dates read as each language writes them, by Intl when the site is built; an English `when` that
 * is the date in words tells every language how much of the date to show.
 */
import {dateInWords, screenWords, whenPrecision} from '@site/src/siteContent/events';

describe('dates in words (src/siteContent/events.ts)', () => {
  it('writes a day or a month in each language', () => {
    expect(dateInWords('2027-03-12')).toBe('12 March 2027');
    expect(dateInWords('2027-03')).toBe('March 2027');
    expect(dateInWords('2027-03-12', 'de')).toBe('12. März 2027');
    expect(dateInWords('2027-03-12', 'es')).toBe('12 de marzo de 2027');
    expect(dateInWords('2027-03', 'pt-BR')).toBe('março de 2027');
    expect(dateInWords('2027-03-12', 'ja')).toBe('2027年3月12日');
    expect(dateInWords('2025-09', 'ja', 'year')).toBe('2025年');
  });

  it('reads how much of the date an English when shows, if it is the date at all', () => {
    expect(whenPrecision('2025', '2025-09')).toBe('year');
    expect(whenPrecision('September 2025', '2025-09-14')).toBe('month');
    expect(whenPrecision('14 September 2025', '2025-09-14')).toBe('day');
    expect(whenPrecision('Spring 2026', '2026-04')).toBeUndefined();
    expect(whenPrecision(undefined, '2026-04')).toBeUndefined();
  });
});

describe("an illustration's screen words (src/siteContent/events.ts)", () => {
  const figure = {prefix: '$', value: 4, suffix: 'M', label: 'Pipeline surfaced'};

  it("are the event's first figure and its label", () => {
    expect(screenWords({figures: [figure, {value: 7, suffix: '-figure', label: 'Deal size'}]})).toEqual({
      figure: {prefix: '$', value: 4, suffix: 'M'},
      label: 'Pipeline surfaced',
    });
  });

  it('are none for an event without figures, or with a figure still being typed', () => {
    expect(screenWords({})).toBeUndefined();
    expect(screenWords({figures: []})).toBeUndefined();
    expect(screenWords({figures: [{...figure, label: ''}]})).toBeUndefined();
  });
});
