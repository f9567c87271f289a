// Pair kerning read straight from a font's GPOS table.
// opentype.js 2 skips GPOS extension lookups (type 9), and Inter keeps most of its kerning in one,
// so its own getKerningValue returns 0 for pairs such as "Ta" or "Vo". This reader covers what
// horizontal Latin kerning needs: PairPos formats 1 and 2, wrapped in extensions or not.
import {inflateSync} from 'node:zlib';

/** The uncompressed sfnt tables of a WOFF 1.0 file, by tag. */
export function woffTables(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font file');
  const tables = new Map();
  const count = woff.readUInt16BE(12);
  for (let i = 0; i < count; i += 1) {
    const entry = 44 + i * 20;
    const tag = woff.toString('latin1', entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const data = woff.subarray(offset, offset + compressed);
    tables.set(tag, compressed < length ? inflateSync(data) : data);
  }
  return tables;
}

const bitCount = (n) => n.toString(2).replaceAll('0', '').length;

/** Position of a glyph in a Coverage table, or -1. */
function coverageIndex(t, at, glyph) {
  const format = t.readUInt16BE(at);
  const count = t.readUInt16BE(at + 2);
  for (let i = 0; i < count; i += 1) {
    if (format === 1) {
      if (t.readUInt16BE(at + 4 + i * 2) === glyph) return i;
    } else {
      const range = at + 4 + i * 6;
      const start = t.readUInt16BE(range);
      if (glyph >= start && glyph <= t.readUInt16BE(range + 2)) return t.readUInt16BE(range + 4) + glyph - start;
    }
  }
  return -1;
}

/** A glyph's class in a ClassDef table (0 when unlisted). */
function glyphClass(t, at, glyph) {
  const format = t.readUInt16BE(at);
  if (format === 1) {
    const start = t.readUInt16BE(at + 2);
    const count = t.readUInt16BE(at + 4);
    return glyph >= start && glyph < start + count ? t.readUInt16BE(at + 6 + (glyph - start) * 2) : 0;
  }
  const count = t.readUInt16BE(at + 2);
  for (let i = 0; i < count; i += 1) {
    const range = at + 4 + i * 6;
    if (glyph >= t.readUInt16BE(range) && glyph <= t.readUInt16BE(range + 2)) return t.readUInt16BE(range + 4);
  }
  return 0;
}

/** The first glyph's XAdvance in a pair's value records, or undefined when the subtable does not apply. */
function pairAdjustment(t, at, left, right) {
  if (coverageIndex(t, at + t.readUInt16BE(at + 2), left) < 0) return undefined;
  const format1 = t.readUInt16BE(at + 4);
  const recordSize = 2 * (bitCount(format1) + bitCount(t.readUInt16BE(at + 6)));
  const xAdvance = (record) => (format1 & 4 ? t.readInt16BE(record + 2 * bitCount(format1 & 3)) : 0);
  if (t.readUInt16BE(at) === 1) {
    const set = at + t.readUInt16BE(at + 10 + 2 * coverageIndex(t, at + t.readUInt16BE(at + 2), left));
    const count = t.readUInt16BE(set);
    for (let i = 0; i < count; i += 1) {
      const record = set + 2 + i * (2 + recordSize);
      if (t.readUInt16BE(record) === right) return xAdvance(record + 2);
    }
    return undefined;
  }
  const class1 = glyphClass(t, at + t.readUInt16BE(at + 8), left);
  const class2 = glyphClass(t, at + t.readUInt16BE(at + 10), right);
  const class2Count = t.readUInt16BE(at + 14);
  return xAdvance(at + 16 + (class1 * class2Count + class2) * recordSize);
}

/** The subtables (absolute offsets) of every lookup the font's 'kern' features use. */
function kernSubtables(gpos) {
  const featureList = gpos.readUInt16BE(6);
  const lookupList = gpos.readUInt16BE(8);
  const lookups = new Set();
  for (let i = 0; i < gpos.readUInt16BE(featureList); i += 1) {
    const record = featureList + 2 + i * 6;
    if (gpos.toString('latin1', record, record + 4) !== 'kern') continue;
    const feature = featureList + gpos.readUInt16BE(record + 4);
    for (let j = 0; j < gpos.readUInt16BE(feature + 2); j += 1) lookups.add(gpos.readUInt16BE(feature + 4 + j * 2));
  }
  return [...lookups].map((index) => {
    const lookup = lookupList + gpos.readUInt16BE(lookupList + 2 + index * 2);
    const type = gpos.readUInt16BE(lookup);
    const subtables = [];
    for (let j = 0; j < gpos.readUInt16BE(lookup + 4); j += 1) {
      let at = lookup + gpos.readUInt16BE(lookup + 6 + j * 2);
      let subtableType = type;
      if (type === 9) {
        subtableType = gpos.readUInt16BE(at + 2);
        at += gpos.readUInt32BE(at + 4);
      }
      if (subtableType === 2) subtables.push(at);
    }
    return subtables;
  });
}

/** A function giving the kerning, in font units, between two glyph indices. */
export function pairKerning(gpos) {
  if (!gpos) return () => 0;
  const lookups = kernSubtables(gpos);
  const cache = new Map();
  return (left, right) => {
    const key = left * 65536 + right;
    if (!cache.has(key)) {
      let total = 0;
      for (const subtables of lookups) {
        for (const at of subtables) {
          const value = pairAdjustment(gpos, at, left, right);
          if (value !== undefined) {
            total += value;
            break;
          }
        }
      }
      cache.set(key, total);
    }
    return cache.get(key);
  };
}
