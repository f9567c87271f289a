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
