import path from 'node:path';
import {
  componentProblems,
  duplicateProblems,
  genericPageProblems,
  inventedFigureProblems,
  linkProblems,
  logoProblems,
  missingFigureProblems,
  placeholderProblems,
  placementProblems,
  structureProblems,
  type PartnerDocument,
} from '@site/src/partners/contentRules';

const staticDir = path.resolve(__dirname, '../../../static');

function doc(slug: string, frontMatter: string, body: string, data: Record<string, unknown> = {}): PartnerDocument {
  return {file: `partners/${slug}.mdx`, slug, raw: `---\n${frontMatter}\n---\n${body}`, body, data};
}

const clean = doc('acme-hr', 'name: Acme HR\norder: 14', '<PartnerHero />\n\nWe help teams hire.\n\n<PartnerActions />\n');

describe('partner content rules (src/partners/contentRules.ts)', () => {
  it('finds nothing wrong with a clean document', () => {
    expect([...inventedFigureProblems(clean), ...placeholderProblems(clean), ...componentProblems(clean), ...structureProblems(clean)]).toEqual([]);
  });

  it('names the figures a page invents, and the ones it may print', () => {
    const invented = doc('grayscale', 'order: 3', '<PartnerHero />\n\nTime-to-fill down 36%, and 99% happier.\n');
    expect(inventedFigureProblems(invented)).toEqual([
      'partners/grayscale.mdx prints 99, which the spec does not give this partner. Allowed here: 36, 12, 53, 20.',
    ]);
    expect(inventedFigureProblems(doc('acme-hr', '', 'Over 40 clients.'))).toEqual([
      'partners/acme-hr.mdx prints 40, which the spec does not give this partner. Allowed here: no figures at all.',
    ]);
  });

  it("lists the spec's figures a page leaves out", () => {
    expect(missingFigureProblems(doc('semos-cloud', '', 'Rewards in many countries.'))).toEqual([
      'partners/semos-cloud.mdx is missing the spec figure(s): 150+ countries',
    ]);
  });

  it('asks for real copy instead of placeholders, and for the registered components', () => {
    expect(placeholderProblems(doc('acme-hr', '', 'Lorem ipsum.'))).toEqual(['partners/acme-hr.mdx: replace the placeholder text "Lorem" with real copy']);
    expect(componentProblems(doc('acme-hr', '', '<Carousel />'))).toEqual([
      'partners/acme-hr.mdx: <Carousel> is not a partner page component (see docs/adding-a-partner.md)',
    ]);
    expect(structureProblems(doc('acme-hr', '', 'Text first.\n<PartnerHero />'))).toEqual([
      'partners/acme-hr.mdx: the page must start with <PartnerHero />',
      'partners/acme-hr.mdx: add <PartnerActions /> so visitors can contact Omnia',
    ]);
  });

  it('checks logo paths and link addresses', () => {
    expect(logoProblems(doc('acme-hr', '', '', {logo: '/img/acme.svg'}), staticDir)).toEqual([
      'partners/acme-hr.mdx: logo is /img/acme.svg; name it after the document: /img/partners/acme-hr.svg',
    ]);
    expect(logoProblems(doc('grayscale', '', '', {logo: '/img/partners/grayscale.svg'}), staticDir)).toEqual([]);
    expect(linkProblems(doc('acme-hr', '', '', {website: 'http://acme.example.org'}))).toEqual([
      'partners/acme-hr.mdx: "http://acme.example.org" is not a full https:// address like https://www.example.com',
    ]);
  });

  it('wants a generic page to have highlights and a company overview', () => {
    expect(genericPageProblems(doc('codebot', '', '<PartnerHero />'))).toEqual(['partners/codebot.mdx: add <PartnerHighlights />']);
    expect(genericPageProblems(doc('acme-hr', '', '<PartnerHero />'))).toEqual([]);
  });

  it('names documents that share an order, and placements that do not fit the layout', () => {
    const documents = [doc('alpha', '', '', {order: 1, members: true}), doc('beta', '', '', {order: 1})];
    expect(duplicateProblems(documents, 'order')).toEqual([
      'These documents share the same order; each partner needs its own: 1: partners/alpha.mdx and partners/beta.mdx',
    ]);
    expect(placementProblems(documents, 'members')).toEqual([
      '1 documents set members: true, but the home page "Omnia Members" circle is laid out for exactly 11. Turn it on or off in one of: partners/alpha.mdx',
    ]);
  });
});
