import {LOCALES} from '@site/src/lib/locales';
import {formatDigits} from '@site/src/lib/digits';

const TAGS = [...new Set([...Object.values(LOCALES).map(({htmlLang}) => htmlLang), 'en-US'])];

// Whole numbers around every group boundary, amounts with one to three decimals, the negatives.
const VALUES = [
  ...Array.from({length: 2001}, (_, index) => index),
  ...[9999, 10000, 99999, 100000, 123456, 999999, 1000000, 1234567, 65000000, 1500000000],
  ...[0.5, 2.5, 1.25, 0.125, 12.75, 1500.5, 999999.999, 1234.001],
].flatMap((value) => (value === 0 ? [0] : [value, -value]));

describe('formatDigits', () => {
  it.each(TAGS)('writes %s numbers exactly as Intl.NumberFormat does', (tag) => {
    const intl = new Intl.NumberFormat(tag);
    const different = VALUES.filter((value) => formatDigits(value, tag) !== intl.format(value));
    expect(different.map((value) => `${value}: ${formatDigits(value, tag)} ≠ ${intl.format(value)}`)).toEqual([]);
  });

  it('groups thousands as each market does', () => {
    expect(formatDigits(1500, 'en')).toBe('1,500');
    expect(formatDigits(1500, 'de')).toBe('1.500');
    expect(formatDigits(2.5, 'pt-BR')).toBe('2,5');
    expect(formatDigits(6500, 'ja')).toBe('6,500');
  });

  it('hands what it cannot write exactly to Intl: more decimals, an exponent, another language', () => {
    expect(formatDigits(1.23456, 'en')).toBe('1.235');
    expect(formatDigits(1e21, 'de')).toBe(new Intl.NumberFormat('de').format(1e21));
    expect(formatDigits(1234.5, 'fr')).toBe(new Intl.NumberFormat('fr').format(1234.5));
  });
});
