import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {partnerDocumentFrontMatter} from '@site/src/partners/documentFrontMatter';

const frontMatter = {
  name: 'Acme HR',
  logo: '/img/partners/acme-hr.svg',
  tagline: 'Recruiting automation for SAP SuccessFactors',
  category: 'recruiting-hiring',
  description: 'Acme HR helps recruiting teams reach candidates faster and keeps every conversation tied to SAP.',
  highlights: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
  website: 'https://acme.example.org',
  order: 14,
};

let staticDir: string;
const writeLogo = (svg: string) => {
  fs.mkdirSync(path.join(staticDir, 'img/partners'), {recursive: true});
  fs.writeFileSync(path.join(staticDir, frontMatter.logo), svg);
};

beforeEach(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partner-static-'));
});
afterEach(() => fs.rmSync(staticDir, {recursive: true, force: true}));

describe('partnerDocumentFrontMatter (the build’s front matter hook for partners/)', () => {
  it("records the logo's size read from its file, and the Docusaurus keys derived from the name", () => {
    writeLogo('<svg xmlns="http://www.w3.org/2000/svg" width="173" height="60" viewBox="0 0 173 60"></svg>');
    const result = partnerDocumentFrontMatter(frontMatter, 'partners/acme-hr.mdx', staticDir);
    expect(result.logoSize).toEqual({width: 173, height: 60});
    expect(result).toMatchObject({title: 'Acme HR', hide_title: true, hide_table_of_contents: true, logo: frontMatter.logo});
  });

  it('fails the build naming the document when the logo file is missing', () => {
    expect(() => partnerDocumentFrontMatter(frontMatter, 'partners/acme-hr.mdx', staticDir)).toThrow(
      'Partner document partners/acme-hr.mdx: logo /img/partners/acme-hr.svg does not exist. Add the file at static/img/partners/acme-hr.svg, or fix the path.',
    );
  });

  it('fails the build when the logo does not declare its size', () => {
    writeLogo('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 173 60"></svg>');
    expect(() => partnerDocumentFrontMatter(frontMatter, 'partners/acme-hr.mdx', staticDir)).toThrow(
      /Logo \/img\/partners\/acme-hr\.svg needs width and height attributes/,
    );
  });
});
