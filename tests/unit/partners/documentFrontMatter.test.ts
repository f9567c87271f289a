import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {partnerDocumentFrontMatter} from '@site/src/partners/documentFrontMatter';

// @mdx-js/mdx is ESM only, which Jest cannot load: the body checks run for real in
// tests/integration/content-mistakes.test.ts (through `npm run check:content` and the build hook).
jest.mock('@site/src/partners/mdxBody', () => ({mdxBodyProblems: async () => []}));

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
const fileContent =
  '---\nname: Acme HR\nlogo: /img/partners/acme-hr.svg\n---\n\n<PartnerHero />\n\n<PartnerActions />\n';

let staticDir: string;
const writeLogo = (svg: string) => {
  fs.mkdirSync(path.join(staticDir, 'img/partners'), {recursive: true});
  fs.writeFileSync(path.join(staticDir, frontMatter.logo), svg);
};
const hook = (parse = async () => ({frontMatter: {...frontMatter} as Record<string, unknown>, content: ''})) =>
  partnerDocumentFrontMatter({file: 'partners/acme-hr.mdx', fileContent, staticDir, parse});

beforeEach(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partner-static-'));
});
afterEach(() => fs.rmSync(staticDir, {recursive: true, force: true}));

describe('partnerDocumentFrontMatter (the build’s front matter hook for partners/)', () => {
  it("records the logo's size read from its file, and the Docusaurus keys derived from the name", async () => {
    writeLogo('<svg xmlns="http://www.w3.org/2000/svg" width="173" height="60" viewBox="0 0 173 60"></svg>');
    const {frontMatter: result} = await hook();
    expect(result.logoSize).toEqual({width: 173, height: 60});
    expect(result).toMatchObject({
      title: 'Acme HR',
      hide_title: true,
      hide_table_of_contents: true,
      logo: frontMatter.logo,
    });
  });

  it('fails the build naming the document, the logo line and the fix when the logo file is missing', async () => {
    await expect(hook()).rejects.toThrow(
      '✖ partners/acme-hr.mdx, line 3, field logo\n  What is wrong: the logo file static/img/partners/acme-hr.svg does not exist.\n  How to fix it: Add the SVG at static/img/partners/acme-hr.svg',
    );
  });

  it('fails the build when the logo gives no size, neither width and height nor a viewBox', async () => {
    writeLogo('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h173v60H0z"/></svg>');
    await expect(hook()).rejects.toThrow(/needs width and height attributes .* or a viewBox/);
  });

  it('sizes a logo that gives only a viewBox from it', async () => {
    writeLogo('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 173 60"></svg>');
    await expect(hook()).resolves.toMatchObject({frontMatter: {logoSize: {width: 173, height: 60}}});
  });

  it("names the file and the line of a YAML mistake instead of Docusaurus's generic notice", async () => {
    const yamlError = Object.assign(new Error('bad indentation of a mapping entry (4:3)'), {
      reason: 'bad indentation of a mapping entry',
      mark: {line: 3, buffer: '\na: 1'},
    });
    await expect(hook(async () => Promise.reject(yamlError))).rejects.toThrow(
      /✖ partners\/acme-hr\.mdx, line 4, field front matter\n {2}What is wrong: the front matter is not valid YAML: bad indentation of a mapping entry\./,
    );
  });
});
