import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {BRAND_FONT_FAMILY, FONT_SEEN_KEY, paintBeforeScripts, SCRIPTS_TEMPLATE_ID} from '../../plugins/paint-first';
import {PLACEHOLDER} from '../../src/components/AfterPaintImage';

const PAGE =
  '<html><head><script src=/assets/js/runtime~main.1f5a30b0.js defer></script>' +
  '<script src=/assets/js/main.be59777a.js defer></script></head><body><main>Hello</main></body></html>';

type Entries = {getEntriesByName: (name: string) => unknown[]};

const TEMPLATE = new RegExp(`<template id="${SCRIPTS_TEMPLATE_ID}">(.*?)</template>`);
/** The page without its inert template: what a browser fetches and runs as it parses. */
const outsideTemplate = (html: string) => html.replace(TEMPLATE, '');

/**
 * Runs the page's loader against a stand-in browser: what it appends to <head>, and the callbacks
 * it leaves for the browser to call (animation frames, timers, paint entries).
 */
function loadPage(
  html: string,
  {
    paintTiming,
    storage = new Map(),
    fonts,
  }: {
    paintTiming: boolean;
    storage?: Map<string, string> | 'blocked';
    /** The Font Loading API's `document.fonts`, in browsers that have it. */
    fonts?: {load: (font: string) => Promise<unknown>};
  },
) {
  const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1];
  if (!loader) throw new Error('No loader before </body>');
  // The template's scripts, as the parser leaves them: inert until copied into the document.
  const templateScripts = [...(TEMPLATE.exec(html)?.[1] ?? '').matchAll(/<script src="([^"]+)"><\/script>/g)].map(
    (match) => ({src: match[1]}),
  );
  const appended: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const observers: ((entries: Entries, observer: {disconnect: () => void}) => void)[] = [];
  function PerformanceObserver(this: {observe: () => void}, callback: (typeof observers)[number]) {
    observers.push(callback);
    this.observe = () => {};
  }
  PerformanceObserver.supportedEntryTypes = ['largest-contentful-paint', 'paint'];
  const window = paintTiming ? {PerformanceObserver} : {};
  const rootAttributes = new Map<string, string>();
  // Below-the-fold images as the pre-rendered page has them: the file in data-src, src the placeholder.
  const images = ['/img/partners/glider.svg', '/img/logos/omnia-mark.svg'].map((file) => {
    const image: {src: string; getAttribute: (name: string) => string | null} = {
      src: PLACEHOLDER,
      getAttribute: (name) => (name === 'data-src' ? file : name === 'src' ? image.src : null),
    };
    return image;
  });
  const blocked = () => {
    throw new Error('SecurityError: storage is switched off');
  };
  vm.runInNewContext(loader, {
    window,
    sessionStorage:
      storage === 'blocked'
        ? {getItem: blocked, setItem: blocked}
        : {
            getItem: (key: string) => storage.get(key) ?? null,
            setItem: (key: string, value: string) => storage.set(key, value),
          },
    document: {
      getElementById: (id: string) =>
        id === SCRIPTS_TEMPLATE_ID
          ? {content: {querySelectorAll: (selector: string) => (selector === 'script' ? templateScripts : [])}}
          : null,
      importNode: (node: {src: string}) => ({...node}),
      querySelectorAll: (selector: string) => (selector === 'img[data-src]' ? images : []),
      head: {appendChild: (script: {src: string; async: boolean}) => appended.push(script)},
      documentElement: {setAttribute: (name: string, value: string) => rootAttributes.set(name, value)},
      fonts,
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const run = (callbacks: (() => void)[]) => callbacks.splice(0).forEach((callback) => callback());
  const paint = (name: string) =>
    observers.forEach((callback) =>
      callback(
        {getEntriesByName: (entry) => (entry === name ? [{name}] : [])},
        {disconnect: () => observers.splice(0)},
      ),
    );
  const font = () => rootAttributes.get('data-font');
  const imageSources = () => images.map((image) => image.src);
  return {appended, font, imageSources, runFrames: () => run(frames), runTimers: () => run(timers), paint};
}

describe('paint-first', () => {
  it('takes the app scripts out of the page and loads them from a loader after the content', () => {
    const html = paintBeforeScripts(PAGE);
    // Nothing fetches them before the loader: no tag and no preload competes with the first view's bytes.
    expect(outsideTemplate(html)).not.toMatch(/<script src=|\/assets\/js\//);
    expect(html.indexOf('/assets/js/')).toBeGreaterThan(html.indexOf('<main>'));
  });

  it('keeps them in an inert template, so the loader copies them and never sets a script address', () => {
    const html = paintBeforeScripts(PAGE);
    expect(TEMPLATE.exec(html)?.[1]).toBe(
      '<script src="/assets/js/runtime~main.1f5a30b0.js"></script><script src="/assets/js/main.be59777a.js"></script>',
    );
    // script.src is a Trusted Types sink (require-trusted-types-for in plugins/host-config/policy.ts).
    const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(loader).not.toMatch(/\.src\s*=\s*src|createElement\("script"\)|setAttribute\("src"/);
  });

  it('requests the scripts once the first contentful paint is on the screen, in order, to run in order', () => {
    const page = loadPage(paintBeforeScripts(PAGE), {paintTiming: true});
    page.runFrames();
    page.runTimers();
    page.paint('first-paint');
    page.runTimers();
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([]);
    page.runTimers();
    expect(page.appended).toEqual([
      {src: '/assets/js/runtime~main.1f5a30b0.js', async: false},
      {src: '/assets/js/main.be59777a.js', async: false},
    ]);
  });

  it("puts Inter to use with the scripts, and remembers it for the visit's next pages", () => {
    const storage = new Map<string, string>();
    const page = loadPage(paintBeforeScripts(PAGE), {paintTiming: true, storage});
    expect(page.font()).toBeUndefined();
    page.paint('first-contentful-paint');
    expect(page.font()).toBeUndefined();
    page.runTimers();
    expect(page.font()).toBe('inter');
    expect(storage.get(FONT_SEEN_KEY)).toBeTruthy();

    const next = loadPage(paintBeforeScripts(PAGE), {paintTiming: true, storage});
    expect(next.font()).toBe('inter');
    expect(next.appended).toEqual([]);
  });

  it('fetches Inter before it puts it to use, so the page is laid out for it once', async () => {
    const requested: string[] = [];
    const arrivals: {arrive: () => void; fail: () => void}[] = [];
    const fonts = {
      load: (font: string) => {
        requested.push(font);
        return new Promise<void>((arrive, fail) => arrivals.push({arrive, fail: () => fail(new Error('offline'))}));
      },
    };
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    const page = loadPage(paintBeforeScripts(PAGE), {paintTiming: true, fonts});
    page.paint('first-contentful-paint');
    page.runTimers();
    expect(requested).toEqual([`1em "${BRAND_FONT_FAMILY}"`]);
    expect(fs.readFileSync(path.join(__dirname, '../../src/css/fonts.css'), 'utf8')).toContain(
      `font-family: '${BRAND_FONT_FAMILY}';`,
    );
    // The scripts do not wait for the font; the font is named only once it is here.
    expect(page.appended).toHaveLength(2);
    expect(page.font()).toBeUndefined();
    arrivals[0].arrive();
    await settle();
    expect(page.font()).toBe('inter');

    // A failed fetch names it all the same: the look-alikes stay on the screen, as before.
    const offline = loadPage(paintBeforeScripts(PAGE), {paintTiming: true, fonts});
    offline.paint('first-contentful-paint');
    offline.runTimers();
    arrivals[1].fail();
    await settle();
    expect(offline.font()).toBe('inter');
  });

  it('names the files of the images below the first screen once the first paint is on the screen', () => {
    const page = loadPage(paintBeforeScripts(PAGE), {paintTiming: true});
    page.runFrames();
    page.paint('first-paint');
    page.runTimers();
    expect(page.imageSources()).toEqual([PLACEHOLDER, PLACEHOLDER]);
    page.paint('first-contentful-paint');
    page.runTimers();
    expect(page.imageSources()).toEqual(['/img/partners/glider.svg', '/img/logos/omnia-mark.svg']);
  });

  it('waits for the paint, as on a first visit, where storage is switched off', () => {
    const page = loadPage(paintBeforeScripts(PAGE), {paintTiming: true, storage: 'blocked'});
    expect(page.font()).toBeUndefined();
    page.paint('first-contentful-paint');
    page.runTimers();
    expect(page.font()).toBe('inter');
    expect(page.appended).toHaveLength(2);
  });

  it('falls back to the first frame in browsers without paint timing', () => {
    const page = loadPage(paintBeforeScripts(PAGE), {paintTiming: false});
    expect(page.appended).toEqual([]);
    page.runFrames();
    expect(page.appended).toEqual([]);
    page.runTimers();
    expect(page.appended.map((script) => script.src)).toEqual([
      '/assets/js/runtime~main.1f5a30b0.js',
      '/assets/js/main.be59777a.js',
    ]);
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

  it.each([
    'index.html',
    'join-ecosystem.html',
    'partners/grayscale.html',
    'de/index.html',
    'ja/partners/grayscale.html',
  ])('build/%s loads its app scripts through the paint-first loader', (page) => {
    const file = path.join(siteDir, 'build', page);
    if (!fs.existsSync(file))
      throw new Error(`No build/${page}: run the production build before the integration tests.`);
    const built = fs.readFileSync(file, 'utf8');
    const html = outsideTemplate(built);
    const tags = [...html.matchAll(/<script\b[^>]*\bsrc=["']?((?:\/[A-Za-z-]+)?\/assets\/js\/[^"' >]+)/g)].map(
      (match) => match[1],
    );
    const inTemplate = TEMPLATE.exec(built)?.[1] ?? '';
    const loaded =
      /\/assets\/js\/runtime~main\.[0-9a-f]+\.js/.test(inTemplate) &&
      /\/assets\/js\/main\.[0-9a-f]+\.js/.test(inTemplate);
    if (tags.length > 0 || !loaded)
      throw new Error(
        `plugins/paint-first did not recognise the script tags Docusaurus ${version} writes into ` +
          `build/${page}: ${tags.length > 0 ? `it left ${tags.join(', ')} as <script> tags` : 'the page loads no app script'}. ` +
          'Compare the tags with DEFERRED_SCRIPT in plugins/paint-first/index.ts and update it, or remove the rewrite.',
      );
  });
});
