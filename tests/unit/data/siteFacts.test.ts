/**
 * Site facts live in one module each (src/data/, and the e-mail address in src/lib/site.ts), and
 * every page imports them. These tests keep the published figures as the spec gives them, and
 * fail when a page or component types a fact again instead of importing it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {formatMetric} from '@site/src/components/MetricGrid';
import {EVENTS, LISTED_EVENTS} from '@site/src/data/events';
import {REGIONS} from '@site/src/data/regions';
import {TRACK_RECORD} from '@site/src/data/trackRecord';
import {CONTACT_EMAIL} from '@site/src/lib/site';

const siteDir = path.resolve(__dirname, '../../..');
/** Where facts are defined; everything else under these folders must import them. */
const FACT_MODULES = new Set([
  'src/data/trackRecord.ts',
  'src/data/events.ts',
  'src/data/regions.ts',
  'src/lib/site.ts',
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|mdx?)$/.test(entry.name) && !FACT_MODULES.has(file) ? [file] : [];
  });
}

const files = ['pages', 'partners', 'src', 'plugins'].flatMap(sourceFiles);
const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');

describe('site facts', () => {
  it('publishes the track record the spec gives: $65M+, 253%, 200+', () => {
    expect(TRACK_RECORD.map(formatMetric)).toEqual(['$65M+', '253%', '200+']);
  });

  it('lists three events and the four SAP regions', () => {
    expect(EVENTS.map((event) => event.id)).toEqual(['quarterly-review', 'san-diego-kickoff', 'las-vegas-2025']);
    expect(LISTED_EVENTS.map((event) => event.name)).toEqual([
      'Regional quarterly review',
      'Sales-cloud kickoff',
      'Las Vegas event week',
    ]);
    expect(REGIONS.map((region) => region.code)).toEqual(['NA', 'LATAM', 'EMEA', 'APJ']);
  });

  const facts: [string, string][] = [
    ...TRACK_RECORD.flatMap((metric): [string, string][] => [
      [formatMetric(metric), `Omnia's track record figure ${formatMetric(metric)} (src/data/trackRecord.ts)`],
      [metric.label, `the track record label "${metric.label}" (src/data/trackRecord.ts)`],
    ]),
    ...EVENTS.flatMap((event): [string, string][] => [
      [event.highlight.title, `the event "${event.highlight.title}" (src/data/events.ts)`],
      [event.listing.name, `the event "${event.listing.name}" (src/data/events.ts)`],
    ]),
    ...REGIONS.map((region): [string, string] => [region.name, `the region "${region.name}" (src/data/regions.ts)`]),
    [CONTACT_EMAIL, `the e-mail address (CONTACT_EMAIL in src/lib/site.ts)`],
  ];

  // Partner pages carry their own figures (Glider's "200+ programming languages" is not Omnia's
  // 200+), and the partner content rules list them.
  const aboutPartnerFigures = (file: string) => file.startsWith('partners/') || file === 'src/partners/contentRules.ts';
  const isOmniasFigure = (file: string, what: string) =>
    !(aboutPartnerFigures(file) && what.startsWith("Omnia's track record figure"));

  it.each(facts)('"%s" is typed only in its data module', (text, what) => {
    const retyped = files.filter((file) => isOmniasFigure(file, what) && read(file).includes(text));
    if (retyped.length > 0) throw new Error(`${retyped.join(', ')} retype ${what}: import it instead.`);
  });
});
