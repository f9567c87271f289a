/**
 * The SVG logo check (src/siteContent/svgSafety.ts): each unsafe construct is caught and named, with
 * its line in the SVG, and every logo the site ships passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {MAX_EMBEDDED_RASTER_BYTES, svgSafetyProblems} from '@site/src/siteContent/svgSafety';

const FILE = 'static/img/partners/acme.svg';
const staticDir = path.resolve(__dirname, '../../../static');

/** A clean logo around `body`, which starts on line 3. */
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" viewBox="0 0 120 60" role="img">\n<title>Acme</title>\n${body}\n</svg>\n`;
/** Base64 that decodes to `bytes` bytes. */
const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');
const png = (bytes: number) => `data:image/png;base64,${base64Of(bytes)}`;

type Case = [name: string, text: string, expected: {line: number; element?: string; attribute?: string}, says: RegExp];

const unsafe: Case[] = [
  [
    'a <script> element',
    svg('<script>alert(1)</script>'),
    {line: 3, element: 'script'},
    /line 3: <script> element is not allowed in an SVG logo \(it would run code/,
  ],
  [
    'a prefixed <svg:script> element split over lines',
    svg('<path d="M0 0h1"/>\n<svg:script xmlns:svg="http://www.w3.org/2000/svg"\n>alert(1)</svg:script>'),
    {line: 4, element: 'svg:script'},
    /line 4: <svg:script> element is not allowed/,
  ],
  [
    'an onload attribute',
    svg('<g onload="alert(1)"><path d="M0 0h1"/></g>'),
    {line: 3, element: 'g', attribute: 'onload'},
    /line 3: onload attribute on <g> is an event handler/,
  ],
  [
    'an ONCLICK attribute in capitals',
    svg('<path d="M0 0h1"/>\n<rect width="1" height="1" ONCLICK="go()"/>'),
    {line: 4, element: 'rect', attribute: 'ONCLICK'},
    /line 4: ONCLICK attribute on <rect> is an event handler/,
  ],
  [
    'a <foreignObject> element',
    svg('<foreignObject width="10" height="10"><p xmlns="http://www.w3.org/1999/xhtml">Hi</p></foreignObject>'),
    {line: 3, element: 'foreignObject'},
    /line 3: <foreignObject> element is not allowed in an SVG logo \(it embeds HTML/,
  ],
  [
    'an xlink:href on <use> to https:',
    svg('<use xlink:href="https://cdn.example.net/sprite.svg#logo"/>'),
    {line: 3, element: 'use', attribute: 'xlink:href'},
    /line 3: xlink:href attribute on <use> points outside the file \(https:\/\/cdn\.example\.net/,
  ],
  [
    'an <image> href to http:',
    svg('<image width="10" height="10" href="http://tracker.example.net/pixel.png"/>'),
    {line: 3, element: 'image', attribute: 'href'},
    /line 3: href attribute on <image> points outside the file/,
  ],
  [
    'a protocol-relative href on <feImage>',
    svg('<filter id="f"><feImage href="//evil.example.net/x.png"/></filter>'),
    {line: 3, element: 'feImage', attribute: 'href'},
    /line 3: href attribute on <feImage> points outside the file \(\/\/evil/,
  ],
  [
    'a javascript: link hidden with a tab entity and spaces',
    svg('<a href=" java&#x09;script:alert(1)"><path d="M0 0h1"/></a>'),
    {line: 3, element: 'a', attribute: 'href'},
    /line 3: href attribute on <a> is a javascript: URL/,
  ],
  [
    'a data: SVG document on <use>',
    svg(`<use href="data:image/svg+xml;base64,${base64Of(30)}"/>`),
    {line: 3, element: 'use', attribute: 'href'},
    /line 3: href attribute on <use> embeds a data: URL \(data:image\/svg\+xml;base64\)/,
  ],
  [
    'a raster data: URL on an element other than <image>',
    svg(`<filter id="f"><feImage xlink:href="${png(30)}"/></filter>`),
    {line: 3, element: 'feImage', attribute: 'xlink:href'},
    /line 3: xlink:href attribute on <feImage> embeds a raster image; only an <image> element may/,
  ],
  [
    'a url(https:) in a <style> element, written with a CSS escape',
    svg('<style>\n.a { fill: #123 }\n.b { background: u\\72l("https://evil.example.net/x.png") }\n</style>'),
    {line: 5, element: 'style'},
    /line 5: <style> element has url\(…\) that points outside the file \(https:\/\/evil/,
  ],
  [
    'an @import in a <style> CDATA section, behind a CSS comment',
    svg('<style><![CDATA[\n@import /* fonts */ "https://fonts.example.net/a.css";\n]]></style>'),
    {line: 4, element: 'style'},
    /line 4: <style> element has an @import/,
  ],
  [
    'a url(http:) in a style attribute',
    svg('<rect width="1" height="1" style="fill: url(http://evil.example.net/p.svg#g)"/>'),
    {line: 3, element: 'rect', attribute: 'style'},
    /line 3: style attribute on <rect> has url\(…\) that points outside the file/,
  ],
  [
    'a url(javascript:) in a presentation attribute',
    svg('<rect width="1" height="1" filter="url(javascript:alert(1))"/>'),
    {line: 3, element: 'rect', attribute: 'filter'},
    /line 3: filter attribute on <rect> has url\(…\) that is a javascript: URL/,
  ],
  [
    'javascript: in text',
    svg('<desc>javascript:alert(1)</desc>'),
    {line: 3, element: 'desc'},
    /line 3: text in <desc> contains "javascript:"/,
  ],
  [
    'an animation that sets href',
    svg('<a href="#x"><set attributeName="href" to="https://evil.example.net"/></a>'),
    {line: 3, element: 'set', attribute: 'attributeName'},
    /line 3: attributeName attribute on <set> animates href/,
  ],
  [
    'an <?xml-stylesheet?> instruction',
    `<?xml-stylesheet href="https://evil.example.net/a.css"?>\n${svg('<path d="M0 0h1"/>')}`,
    {line: 1},
    /line 1: <\?xml-stylesheet\?> loads a stylesheet from outside the file/,
  ],
  [
    'raster data over the budget, over two <image> elements',
    svg(`<image href="${png(40 * 1024)}"/>\n<image xlink:href="${png(70 * 1024)}"/>`),
    {line: 4, element: 'image', attribute: 'xlink:href'},
    /line 4: xlink:href attribute on <image> embeds 70 KB of raster data \(110 KB in the whole file\), over the 100 KB budget/,
  ],
  [
    'a DOCTYPE with entities (billion laughs)',
    `<?xml version="1.0"?>\n<!DOCTYPE svg [\n<!ENTITY lol "lol">\n<!ENTITY lol2 "&lol;&lol;&lol;&lol;">\n]>\n${svg('<desc>&lol2;</desc>')}`,
    {line: 2, element: '!DOCTYPE'},
    /line 2: <!DOCTYPE> declares entities/,
  ],
  [
    'an external entity (XXE)',
    `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n${svg('<desc>&x;</desc>')}`,
    {line: 1, element: '!DOCTYPE'},
    /line 1: <!DOCTYPE> declares entities/,
  ],
  [
    'a file that is not well-formed XML',
    svg('<g>\n<path d="M0 0h1">\n</g>'),
    {line: 5},
    /line 5: the file is not well-formed XML \(the parser says: .+\)/,
  ],
];

describe('svgSafetyProblems', () => {
  it.each(unsafe)('rejects %s, naming it and its line', (_name, text, expected, says) => {
    const problems = svgSafetyProblems(text, FILE);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject(expected);
    expect(problems[0].message.startsWith(`${FILE} line ${expected.line}: `)).toBe(true);
    expect(problems[0].message).toMatch(says);
    expect(problems[0].fix).toMatch(/^[A-Z].*\.$/);
  });

  it('tells the writer to export the logo again without scripts', () => {
    expect(svgSafetyProblems(svg('<script>alert(1)</script>'), FILE)[0].fix).toMatch(
      /^Export the logo again as plain SVG without scripts/,
    );
  });

  it('keeps raster data to a budget of 100 KB per file', () => {
    expect(MAX_EMBEDDED_RASTER_BYTES).toBe(100 * 1024);
  });

  it.each([
    [
      'paths, a gradient by url(#id) and a <use> of an id',
      svg(
        '<defs><linearGradient id="g"/><path id="p" d="M0 0h1"/></defs>\n<use href="#p" fill="url(#g)"/><use xlink:href="#p"/>',
      ),
    ],
    ['a <style> element with local rules only', svg('<style>.a { fill: url(#g); stroke: #000 }</style>')],
    [
      'a small PNG and a JPEG on <image>, 100 KB in all',
      svg(`<image href="${png(60 * 1024)}"/><image href="data:image/jpeg;base64,${base64Of(40 * 1024)}"/>`),
    ],
    [
      'the standard SVG 1.1 DOCTYPE without entities',
      `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('<path d="M0 0h1"/>')}`,
    ],
    [
      'the namespace declarations and comments a design tool writes',
      `<!-- Generator: Adobe Illustrator 27.0 -->\n${svg('<path d="M0 0h1"/>')}`,
    ],
  ])('accepts %s', (_name, text) => {
    expect(svgSafetyProblems(text, FILE)).toEqual([]);
  });

  const shipped = ['img/partners', 'img/logos']
    .filter((dir) => fs.existsSync(path.join(staticDir, dir)))
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(staticDir, dir))
        .filter((name) => name.endsWith('.svg'))
        .map((name) => `static/${dir}/${name}`),
    );

  it('finds the logos the site ships', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(13);
  });

  it.each(shipped)('accepts %s', (file) => {
    expect(svgSafetyProblems(fs.readFileSync(path.join(staticDir, '..', file), 'utf8'), file)).toEqual([]);
  });
});
