import fs from 'node:fs';
import path from 'node:path';
import {paintBeforeScripts} from '../../plugins/built-pages/paintFirst';

const PAGE =
  '<html><head><script src=/assets/js/runtime~main.1f5a30b0.js defer></script>' +
  '<script src=/assets/js/main.be59777a.js defer></script></head><body><main>Hello</main></body></html>';

describe('paint-first', () => {
  it('requests the deferred app scripts only after the first paint, and runs them in order', () => {
    const html = paintBeforeScripts(PAGE);
    expect(html).not.toMatch(/<script src=\/assets\/js\/[^>]* defer>/);
    // Nothing fetches them before the loader: no preload competes with the first view's bytes.
    expect(html.indexOf('/assets/js/')).toBeGreaterThan(html.indexOf('requestAnimationFrame'));
    const loader = html.slice(html.indexOf('requestAnimationFrame'));
    expect(loader.indexOf('runtime~main')).toBeLessThan(loader.indexOf('main.be59777a'));
    expect(html).toMatch(/s\.async=false/);
    expect(html.indexOf('requestAnimationFrame')).toBeGreaterThan(html.indexOf('<main>'));
  });

  it('leaves pages without app scripts (redirect pages) untouched', () => {
    const redirect =
      '<html><head><meta http-equiv="refresh" content="0; url=/#partners"></head><script>window.location.href = "/#partners";</script></html>';
    expect(paintBeforeScripts(redirect)).toBe(redirect);
  });
});

// The rewrite reads the script tags Docusaurus writes into each page; an upgrade can change their
// shape. Then the regular expression finds nothing and pages silently run the app before their
// first paint again, so this checks pages of this checkout's production build.
describe('the pages Docusaurus built for the production build', () => {
  const siteDir = path.resolve(__dirname, '../..');
  const version = JSON.parse(
    fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
  ).version;

  it.each(['index.html', 'join-ecosystem.html', 'partners/grayscale.html'])(
    'build/%s loads its app scripts through the paint-first loader',
    (page) => {
      const file = path.join(siteDir, 'build', page);
      if (!fs.existsSync(file))
        throw new Error(`No build/${page}: run the production build before the integration tests.`);
      const html = fs.readFileSync(file, 'utf8');
      const tags = [...html.matchAll(/<script\b[^>]*\bsrc=["']?(\/assets\/js\/[^"' >]+)/g)].map((match) => match[1]);
      const loaded =
        /\/assets\/js\/runtime~main\.[0-9a-f]+\.js/.test(html) && /\/assets\/js\/main\.[0-9a-f]+\.js/.test(html);
      if (tags.length > 0 || !loaded)
        throw new Error(
          `plugins/built-pages/paintFirst.ts did not recognise the script tags Docusaurus ${version} writes into ` +
            `build/${page}: ${tags.length > 0 ? `it left ${tags.join(', ')} as <script> tags` : 'the page loads no app script'}. ` +
            'Compare the tags with DEFERRED_SCRIPT in paintFirst.ts and update it, or remove the rewrite.',
        );
    },
  );
});
