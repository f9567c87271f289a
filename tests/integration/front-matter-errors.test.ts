/**
 * What a writer sees when a partner document's front matter breaks the contract. The build, the
 * dev server and `npm run check:content` report the same problem blocks (src/partners/problems.ts):
 * each must name the file, the line and the field, and say how to fix it.
 */
import matter from '@11ty/gray-matter';
import {parsePartnerFrontMatter} from '@site/src/partners/validateDocument';
import {CATEGORY_SLUGS} from '@site/src/partners/categories';

const FILE = 'partners/acme-hr.mdx';

const VALID_DOCUMENT = `---
name: Acme HR
logo: /img/partners/acme-hr.svg
tagline: Payroll analytics for SAP SuccessFactors customers
category: hr-consulting
description: Acme HR turns payroll data into answers HR leaders can act on, directly inside SAP SuccessFactors.
highlights:
  - Payroll analytics inside SAP SuccessFactors
  - Dashboards for HR and finance leaders
  - Alerts when pay data looks wrong
  - Built for organizations in many countries
  - Listed on SAP Store
  - Co-sold with SAP account executives through Omnia
website: https://www.acme-hr.com
order: 14
metrics:
  source: Acme HR customer data, 2025
  items:
    - icon: clock
      value: 40
      suffix: "%"
      label: Less time per pay run
---

<PartnerHero />
`;

/** Parses a document the way the build does: gray-matter first, then the partner contract. */
const parseDocument = (source: string) => parsePartnerFrontMatter(matter(source).data, FILE, source);

/** Returns the message the build would print for a broken document. */
function buildError(source: string): string {
  try {
    parseDocument(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('Expected the document to be rejected, but it was accepted');
}

const replaceLine = (pattern: RegExp, replacement: string) => {
  if (!pattern.test(VALID_DOCUMENT)) throw new Error(`Test setup: ${pattern} does not match the valid document`);
  return VALID_DOCUMENT.replace(pattern, replacement);
};

describe('partner front matter errors', () => {
  it('accepts the valid document and fills in the placement defaults', () => {
    expect(parseDocument(VALID_DOCUMENT)).toMatchObject({
      name: 'Acme HR',
      members: false,
      marquee: true,
      serviceRing: false,
    });
  });

  it.each(CATEGORY_SLUGS)('accepts the category %s', (category) => {
    expect(parseDocument(replaceLine(/^category: .*$/m, `category: ${category}`)).category).toBe(category);
  });

  it.each([
    ['a missing name', replaceLine(/^name: .*\n/m, ''), 'name', /name is required/],
    ['five highlights', replaceLine(/^ {2}- Listed on SAP Store\n/m, ''), 'highlights', /exactly 6/],
    ['an http:// website', replaceLine(/^website: https:/m, 'website: http:'), 'website', /https:\/\//],
    [
      'a misspelt field (hightlights)',
      replaceLine(/^highlights:/m, 'hightlights:'),
      'hightlights',
      /did you mean "highlights"/,
    ],
    ['order 0', replaceLine(/^order: 14/m, 'order: 0'), 'order', /1 or more/],
    ['a fractional order', replaceLine(/^order: 14/m, 'order: 14.5'), 'order', /whole number/],
    ['members written as "yes"', replaceLine(/^order: 14\n/m, 'order: 14\nmembers: yes\n'), 'members', /true or false/],
    [
      'a logo outside static/img/partners',
      replaceLine(/^logo: .*$/m, 'logo: /img/acme.png'),
      'logo',
      /\/img\/partners\/<slug>\.svg/,
    ],
    ['a one-word tagline', replaceLine(/^tagline: .*$/m, 'tagline: Payroll'), 'tagline', /at least 10/],
    ['a missing category', replaceLine(/^category: .*\n/m, ''), 'category', /category is required/],
    ['an empty category', replaceLine(/^category: .*$/m, 'category:'), 'category', /category is required/],
    [
      'a category that is not a partner kind',
      replaceLine(/^category: .*$/m, 'category: payroll'),
      'category',
      /"payroll" is not a partner category/,
    ],
    [
      'a category written as its label',
      replaceLine(/^category: .*$/m, 'category: HR consulting'),
      'category',
      /did you mean "hr-consulting"\?/,
    ],
    [
      'a category cut short',
      replaceLine(/^category: .*$/m, 'category: recruiting'),
      'category',
      /did you mean "recruiting-hiring"\?/,
    ],
    [
      'a description too long for search results',
      replaceLine(/^description: .*$/m, `description: ${'Long text. '.repeat(20)}`),
      'description',
      /at most 160 characters/,
    ],
    [
      'a metric value written as text',
      replaceLine(/^ {6}value: 40$/m, '      value: "40%"'),
      'metrics.items[0].value',
      /write value: 40 and suffix: "%"/,
    ],
    ['a metric without a source', replaceLine(/^ {2}source: .*\n/m, ''), 'metrics.source', /source is required/],
    [
      'an icon that does not exist',
      replaceLine(/icon: clock/, 'icon: clocks'),
      'metrics.items[0].icon',
      /icon "clocks" does not exist/,
    ],
    [
      'a misspelt metric key (lable)',
      replaceLine(/^ {6}label:/m, '      lable:'),
      'metrics.items[0].lable',
      /did you mean "label"/,
    ],
  ])('rejects %s, naming the file, the line and the field', (_case, source, field, explanation) => {
    const message = buildError(source);
    expect(message).toMatch(new RegExp(`✖ ${FILE}, line \\d+, field ${field.replace(/[.[\]]/g, '\\$&')}\n`));
    expect(message).toContain(field);
    expect(message).toMatch(explanation);
    expect(message).toContain('docs/adding-a-partner.md');
  });

  it.each([
    ['missing', replaceLine(/^category: .*\n/m, '')],
    ['unknown', replaceLine(/^category: .*$/m, 'category: payroll')],
  ])(
    'lists every allowed category when one is %s, so the writer can pick without opening the code',
    (_case, source) => {
      const message = buildError(source);
      expect(message).toContain(`Allowed values: ${CATEGORY_SLUGS.join(', ')}`);
    },
  );

  it('rejects a meta description of 161 characters and says how long it may be', () => {
    const description = `Acme HR turns payroll data into answers HR leaders can act on. ${'x'.repeat(98)}`;
    expect(description).toHaveLength(161);
    const message = buildError(replaceLine(/^description: .*$/m, `description: ${description}`));
    expect(message).toMatch(/field description\n {2}What is wrong: description must be at most 160 characters/);
    expect(message).toMatch(
      /How to fix it: Write two sentences of 50–160 characters: it is the page's meta description/,
    );
  });

  it('accepts a meta description of exactly 160 characters', () => {
    const description = `Acme HR turns payroll data into answers HR leaders can act on. ${'x'.repeat(97)}`;
    expect(() => parseDocument(replaceLine(/^description: .*$/m, `description: ${description}`))).not.toThrow();
  });

  it('reports every problem in a document at once, so a writer fixes them in one pass', () => {
    const source = replaceLine(/^website: https:/m, 'website: http:').replace(/^order: 14/m, 'order: 0');
    const message = buildError(source);
    expect(message).toMatch(/website must be a full https:\/\/ address/);
    expect(message).toMatch(/order must be 1 or more/);
  });
});
