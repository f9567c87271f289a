import path from 'node:path';
import {
  duplicateProblems,
  fileNameProblems,
  companyOverviewProblems,
  logoProblems,
  phraseBreakProblems,
  placeholderProblems,
  placementProblems,
  structureProblems,
} from '@site/src/partners/contentRules';
import {partnerDocument} from '@site/src/partners/validateDocument';

const staticDir = path.resolve(__dirname, '../../../static');

/** A document from its front matter text and body; `data` is what YAML would have parsed. */
function doc(slug: string, frontMatter: string, body: string, data: Record<string, unknown> = {}) {
  return partnerDocument(`partners/${slug}.mdx`, `---\n${frontMatter}\n---\n${body}`, data);
}

const clean = doc(
  'acme-hr',
  'name: Acme HR\norder: 14',
  '<PartnerHero />\n\nWe help teams hire.\n\n<PartnerActions />\n',
);
const messages = (problems: {message: string; fix: string; line?: number}[]) =>
  problems.map(({message, fix, line}) => ({message, fix, line}));

describe('partner content rules (src/partners/contentRules.ts)', () => {
  it('finds nothing wrong with a clean document', () => {
    expect([...placeholderProblems(clean), ...structureProblems(clean), ...fileNameProblems(clean)]).toEqual([]);
  });

  it('asks for real copy instead of placeholders, at their line, and for the hero first and the actions last', () => {
    expect(messages(placeholderProblems(doc('acme-hr', 'name: Acme', 'Lorem ipsum.')))).toEqual([
      {
        message: 'placeholder text "Lorem" is still here.',
        fix: 'Replace it with the real copy (or the real address, for example.com).',
        line: 4,
      },
    ]);
    expect(
      structureProblems(doc('acme-hr', '', 'Text first.\n<PartnerHero />')).map((problem) => problem.message),
    ).toEqual([
      'the page does not start with <PartnerHero />.',
      'the page has no <PartnerActions />, so visitors cannot contact Omnia from it.',
    ]);
  });

  it('places a missing hero at the closing "---", and reads a file saved with Windows line ends (CRLF) alike', () => {
    const lf = '---\nname: Acme HR\norder: 14\n---\n\n<PartnerHero />\n\nWe help teams hire.\n\n<PartnerActions />\n';
    const partner = (raw: string) => partnerDocument('partners/acme-hr.mdx', raw, {});
    expect(structureProblems(partner(lf.replaceAll('\n', '\r\n')))).toEqual([]);

    const withoutHero = lf.replace('<PartnerHero />', 'Text first.\n\n<PartnerHero />');
    for (const raw of [withoutHero, withoutHero.replaceAll('\n', '\r\n')]) {
      expect(structureProblems(partner(raw)).map(({message, line}) => ({message, line}))).toEqual([
        {message: 'the page does not start with <PartnerHero />.', line: 4},
      ]);
    }
  });

  it('accepts a Japanese phrase break ({wbr}) in a card title only, where <Card> renders it', () => {
    const frontMatter = [
      'tagline: 採用の{wbr}質を高める',
      'featureCards:',
      '  items:',
      '    - title: コーディング{wbr}シミュレーション',
      'products:',
      '  - benefits:',
      '      items:',
      '        - title: 統計的{wbr}評価',
      '          description: 難易度を{wbr}分析します。',
    ].join('\n');
    const data = {
      tagline: '採用の{wbr}質を高める',
      featureCards: {items: [{title: 'コーディング{wbr}シミュレーション'}]},
      products: [{benefits: {items: [{title: '統計的{wbr}評価', description: '難易度を{wbr}分析します。'}]}}],
    };
    const problems = phraseBreakProblems(doc('acme-hr', frontMatter, '', data));
    expect(problems.map(({field, line}) => ({field, line}))).toEqual([
      {field: 'tagline', line: 2},
      {field: 'products[0].benefits.items[0].description', line: 10},
    ]);
    expect(problems[0]!.message).toContain('the page would show it as text');
  });

  it('reads placeholders in the page’s language: "todo" is a word in Spanish and Portuguese, and accents join words', () => {
    const translated = (locale: string, body: string) =>
      partnerDocument(
        `i18n/${locale}/docusaurus-plugin-content-docs/current/acme-hr.mdx`,
        `---\nname: Acme\n---\n${body}`,
        {},
      );
    const found = (document: ReturnType<typeof doc>) => placeholderProblems(document).map((problem) => problem.message);
    // Ordinary words of the language, and words that merely contain a placeholder's letters.
    expect(found(translated('es', 'Todo el proceso, con un método probado.'))).toEqual([]);
    expect(found(translated('pt-BR', 'Todo o processo, com um método comprovado.'))).toEqual([]);
    expect(found(doc('acme-hr', 'name: Acme', 'Our método and our métodos.'))).toEqual([]);
    // Still placeholders: TODO in capitals there, and every other placeholder in any case.
    expect(found(translated('es', 'TODO: traducir.'))).toEqual(['placeholder text "TODO" is still here.']);
    expect(found(translated('es', 'Lorem ipsum.'))).toEqual(['placeholder text "Lorem" is still here.']);
    expect(found(translated('de', 'Todo: übersetzen.'))).toEqual(['placeholder text "Todo" is still here.']);
    expect(found(translated('ja', 'Replace this 段落。'))).toEqual(['placeholder text "Replace this" is still here.']);
    expect(found(doc('acme-hr', 'name: Acme', 'todo: write this.'))).toEqual([
      'placeholder text "todo" is still here.',
    ]);
  });

  it('counts company overview paragraphs on English pages only: a translation follows its English page', () => {
    const body = '<PartnerHero />\n\n## Company overview\n\nOne paragraph only.\n\n<PartnerActions />\n';
    const file = 'i18n/es/docusaurus-plugin-content-docs/current/acme-hr.mdx';
    expect(companyOverviewProblems(doc('acme-hr', 'name: Acme', body))).toHaveLength(1);
    expect(companyOverviewProblems(partnerDocument(file, `---\nname: Acme\n---\n${body}`, {}))).toEqual([]);
  });

  it('suggests a slug for a file name with capitals or spaces', () => {
    expect(fileNameProblems(doc('Acme Payroll', '', '')).map((problem) => problem.fix)).toEqual([
      'Rename the file to partners/acme-payroll.mdx (and its logo to static/img/partners/acme-payroll.svg).',
    ]);
  });

  it('checks the logo path and file, at the logo line', () => {
    expect(
      messages(logoProblems(doc('acme-hr', 'name: Acme\nlogo: /img/acme.svg', '', {logo: '/img/acme.svg'}), staticDir)),
    ).toEqual([
      {
        message: 'logo is /img/acme.svg, but it must be named after the document.',
        fix: 'Write logo: /img/partners/acme-hr.svg and name the file to match.',
        line: 3,
      },
    ]);
    expect(logoProblems(doc('grayscale', '', '', {logo: '/img/partners/grayscale.svg'}), staticDir)).toEqual([]);
    expect(
      logoProblems(
        doc('acme-hr', 'logo: /img/partners/acme-hr.svg', '', {logo: '/img/partners/acme-hr.svg'}),
        staticDir,
      )[0].message,
    ).toBe('the logo file static/img/partners/acme-hr.svg does not exist.');
  });

  it('wants a company overview, where a page has one, of 2 or 3 paragraphs', () => {
    const paragraph = 'Acme HR runs payroll checks for SAP SuccessFactors customers in forty countries, every pay run.';
    expect(messages(companyOverviewProblems(doc('acme-hr', '', `## Company overview\n\n${paragraph}\n`)))).toEqual([
      {
        message: 'the company overview has 1 paragraph(s).',
        fix: 'Write 2 or 3 paragraphs under "## Company overview".',
        line: 4,
      },
    ]);
    expect(
      companyOverviewProblems(doc('acme-hr', '', `## Company overview\n\n${paragraph}\n\n${paragraph}\n`)),
    ).toEqual([]);
    expect(companyOverviewProblems(doc('acme-hr', '', '<PartnerHero />'))).toEqual([]);
  });

  it('names both documents that share an order, each at its order line, and placements that do not fit the layout', () => {
    const documents = [
      doc('alpha', 'name: Alpha\norder: 1', '', {order: 1, members: true}),
      doc('beta', 'order: 1', '', {order: 1}),
    ];
    expect(
      duplicateProblems(documents, 'order').map(({file, line, message, fix}) => ({file, line, message, fix})),
    ).toEqual([
      {
        file: 'partners/alpha.mdx',
        line: 3,
        message: 'order 1 is used by partners/alpha.mdx and partners/beta.mdx; each partner needs its own.',
        fix: 'Give one of them another order, e.g. the next free number, 2.',
      },
      {
        file: 'partners/beta.mdx',
        line: 2,
        message: 'order 1 is used by partners/alpha.mdx and partners/beta.mdx; each partner needs its own.',
        fix: 'Give one of them another order, e.g. the next free number, 2.',
      },
    ]);
    expect(placementProblems(documents, 'members').map((problem) => problem.message)).toEqual([
      '1 documents set members: true, but the home page "Omnia Members" circle is laid out for exactly 11.',
    ]);
  });
});
