import {frontMatterParts} from '@site/src/lib/frontMatter';

describe('frontMatterParts (src/lib/frontMatter.ts)', () => {
  it('splits the front matter from the body and says on which line the body starts', () => {
    expect(frontMatterParts('---\nname: Acme\norder: 3\n---\n\n<PartnerHero />\n')).toEqual({
      text: 'name: Acme\norder: 3',
      body: '\n<PartnerHero />\n',
      bodyLine: 5,
    });
  });

  it('reads a file saved with Windows line ends (CRLF) the same way', () => {
    expect(frontMatterParts('---\r\nname: Acme\r\norder: 3\r\n---\r\n\r\n<PartnerHero />\r\n')).toEqual({
      text: 'name: Acme\r\norder: 3',
      body: '\r\n<PartnerHero />\r\n',
      bodyLine: 5,
    });
  });

  it('accepts trailing spaces on the "---" lines and a closing line at the end of the file', () => {
    expect(frontMatterParts('--- \nname: Acme\n---\t')).toEqual({text: 'name: Acme', body: '', bodyLine: 4});
  });

  it('ends the front matter at the first "---" line, not at a later rule or one inside a line', () => {
    const parts = frontMatterParts('---\ntitle: a --- b\n---\nText.\n\n---\n\nMore.\n');
    expect(parts).toEqual({text: 'title: a --- b', body: 'Text.\n\n---\n\nMore.\n', bodyLine: 4});
  });

  it('counts blank and empty front matter lines', () => {
    expect(frontMatterParts('---\n\nname: Acme\n\n---\nText')).toMatchObject({text: '\nname: Acme\n', bodyLine: 6});
    expect(frontMatterParts('---\n---\nText')).toEqual({text: '', body: 'Text', bodyLine: 3});
  });

  it.each([
    ['no front matter', '# Title\n\nText.\n'],
    ['an opening line that is not "---"', '----\nname: Acme\n---\n'],
    ['front matter that never closes', '---\nname: Acme\n\nText.\n'],
    ['"---" below the first line', '\n---\nname: Acme\n---\n'],
  ])('finds nothing in a file with %s', (_, source) => {
    expect(frontMatterParts(source)).toBeUndefined();
  });
});
