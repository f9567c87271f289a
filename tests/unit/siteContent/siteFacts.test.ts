/**
 * Changing content lives in content/ (site.yaml and the highlights), never in code: these tests
 * keep the specification's figures and copy where writers own them, and fail when a page,
 * component or module under src/ types one of them again instead of reading the content.
 */
import fs from 'node:fs';
import path from 'node:path';
import email from '@generated/site-content/default/email.json';
import eventList from '@generated/site-content/default/event-list.json';
import partnerResults from '@generated/site-content/default/partner-results.json';
import recentHighlights from '@generated/site-content/default/recent-highlights.json';
import regions from '@generated/site-content/default/regions.json';
import steps from '@generated/site-content/default/steps.json';
import trackRecord from '@generated/site-content/default/track-record.json';
import values from '@generated/site-content/default/values.json';
import {parse} from 'yaml';
import {formatMetric, type Metric} from '@site/src/components/MetricGrid';
import {parseFieldPath, valueAt} from '@site/src/siteContent/problems';
import {QUOTED_COPY_FILE} from '@site/src/siteContent/readContent';

const siteDir = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|mdx?|css)$/.test(entry.name) ? [file] : [];
  });
}

const codeFiles = ['src', 'pages', 'plugins'].flatMap(sourceFiles);
const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');

describe('site facts in content/site.yaml', () => {
  // Each claim the specification quotes is written once, in content/site.yaml, and listed in
  // content/quoted-copy.yaml; the pages read what the build generated from the first.
  const quoted = Object.entries((parse(read(QUOTED_COPY_FILE)) as {'site.yaml': Record<string, string>})['site.yaml']);
  const generated = {
    trackRecord: {items: trackRecord},
    partnerResults: {items: partnerResults},
    values,
    regions,
    steps,
  };

  it.each(quoted)('the pages show %s as the specification quotes it: %s', (field, quote) => {
    const value = valueAt(generated, parseFieldPath(field));
    expect(typeof value === 'object' ? formatMetric(value as Metric) : value).toBe(quote);
  });

  it('lists the four value cards and the five steps, and publishes the e-mail address', () => {
    expect(values).toHaveLength(4);
    expect(steps).toHaveLength(5);
    expect(email).toBe('partners@omnia-ecosystem.com');
  });

  it('shows the three events of the specification, newest first, with their figures', () => {
    expect(recentHighlights.map((event) => event.id)).toEqual([
      'quarterly-review',
      'san-diego-kickoff',
      'las-vegas-2025',
    ]);
    expect(recentHighlights.map((event) => event.description).join(' ')).toEqual(
      expect.stringMatching(/\$4M in pipeline and two 7-figure deals.*350\+ attendees.*500\+ guests/),
    );
    expect(eventList.map((event) => event.name)).toEqual([
      'Regional quarterly review',
      'Sales-cloud kickoff',
      'Las Vegas event week',
    ]);
  });
});

describe('no copy of the content in code', () => {
  // The specification's figures and the content's copy, as a page shows them. Partner pages carry
  // their own figures (Glider's "200+ programming languages" is not Omnia's 200+): partners/ is
  // content too, and is not searched.
  const facts: [string, string][] = [
    ...[...trackRecord, ...partnerResults].map((metric): [string, string] => [
      formatMetric(metric),
      `the figure ${formatMetric(metric)}`,
    ]),
    ...trackRecord.map((metric): [string, string] => [metric.label, `the figure label "${metric.label}"`]),
    ...partnerResults.map((metric): [string, string] => [metric.description!, `the result "${metric.label}"`]),
    ...['$4M', '7-figure', '350+', '500+', '30+ years'].map((figure): [string, string] => [
      figure,
      `the figure ${figure}`,
    ]),
    ...recentHighlights.map((event): [string, string] => [event.title, `the event "${event.title}"`]),
    ...eventList.map((event): [string, string] => [event.name, `the event "${event.name}"`]),
    ...regions.map((region): [string, string] => [region.name, `the region "${region.name}"`]),
    ...values.map((card): [string, string] => [card.description, `the value card "${card.title}"`]),
    ...steps.map((step): [string, string] => [step.description, `the step "${step.title}"`]),
    [email, 'the e-mail address'],
  ];
  // Short figures ("5X", "150+") also occur inside longer words and numbers: match them whole.
  const mentions = (text: string, fact: string) =>
    new RegExp(`(?<![\\w$+])${fact.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w+%])`).test(text);

  // The partner content rules and the editor's hints speak of partners' own figures (a partner's
  // "rewards in 150+ countries"), which may read like one of Omnia's.
  const aboutPartners = (file: string) => file.startsWith('src/partners/') || file === 'src/admin/partnerCollection.ts';

  it.each(facts)('"%s" is written only in content/', (fact, what) => {
    const retyped = codeFiles.filter(
      (file) => !(aboutPartners(file) && what.startsWith('the figure ')) && mentions(read(file), fact),
    );
    if (retyped.length > 0) throw new Error(`${retyped.join(', ')} type ${what}: read it from content/ instead.`);
  });
});
