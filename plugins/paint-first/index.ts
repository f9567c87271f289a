/**
 * Lets the browser paint the pre-rendered page before the app's JavaScript runs, before the brand
 * typeface is fetched and before the images below the first screen load.
 *
 * Docusaurus loads runtime~main.js and main.js with `<script defer>`. When they arrive before the
 * HTML is parsed (fast networks, caches), the browser runs them, and starts hydrating, before its
 * first paint, so the first view waits for ~100 KB of JavaScript to execute. This rewrites every
 * page after the build: the scripts are requested once the first paint is on the screen and run
 * in order. They are not preloaded: on a slow connection a preload, even at low priority, shares
 * the bandwidth with what the first view needs (stylesheet, hero image), and the page is complete
 * without them (every page is pre-rendered).
 *
 * The same moment fetches Inter, and puts it to use once it is here (`data-font="inter"` on
 * <html>, see src/css/fonts.css): until then the text is set in local look-alikes with Inter's
 * line lengths, so the first paint waits for the stylesheet alone, not for 44 KB of font, and the
 * swap moves nothing. A page opened after another in the same tab finds the font in the cache:
 * the loader then uses Inter at once, so only a visit's first page ever shows the look-alikes.
 *
 * Images below the first screen wait for the same moment (src/components/AfterPaintImage: the
 * page names their files in `data-src`), so the first paint does not share the connection with
 * them.
 *
 * "On the screen" is the first-contentful-paint entry, which the browser reports once the frame
 * has been presented. The frame's own animation callback is too early: the frame is still being
 * drawn then, and on a busy device the scripts arrived and ran before it was shown. Browsers
 * without paint timing start from the first frame's animation callback.
 */

// Another language's pages load their own bundles, under its prefix: /de/assets/js/….
const DEFERRED_SCRIPT =
  /<script src=["']?(\/(?:[A-Za-z]{2}(?:-[A-Za-z]{2})?\/)?assets\/js\/[^"' >]+\.js)["']? defer(?:=["']?["']?)?><\/script>/g;

/** The brand typeface's family, as src/css/fonts.css declares it. */
export const BRAND_FONT_FAMILY = 'Inter Variable';

/** The tab remembers that Inter has been fetched (sessionStorage, read by the loader only). */
export const FONT_SEEN_KEY = 'omnia-font';

/** The element that holds the page's app scripts, inert, until the loader runs them. */
export const SCRIPTS_TEMPLATE_ID = 'paint-first-scripts';

export function paintBeforeScripts(html: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const withoutScripts = html.replace(DEFERRED_SCRIPT, '');
  // Scripts inside a <template> are neither fetched nor run; copies of them are, once inserted.
  const scripts = sources.map((src) => `<script src="${src}"></script>`).join('');
  return withoutScripts.replace(
    '</body>',
    `<template id="${SCRIPTS_TEMPLATE_ID}">${scripts}</template><script>${loader()}</script></body>`,
  );
}

/** The inline loader: the same text on every page of the site (one CSP hash). */
function loader(): string {
  const key = JSON.stringify(FONT_SEEN_KEY);
  // Storage can be switched off, and then throws: the page just waits for its paint, as on a first visit.
  const useInter =
    'function(){document.documentElement.setAttribute("data-font","inter");' +
    `try{sessionStorage.setItem(${key},"1")}catch(e){}}`;
  const showImages =
    'function(){[].forEach.call(document.querySelectorAll("img[data-src]"),function(i){' +
    'var f=i.getAttribute("data-src");if(i.getAttribute("src")!==f)i.src=f})}';
  // After the first paint, Inter is fetched first and put to use once it is here: named before it
  // arrives, the whole page would be restyled and laid out twice, for the look-alikes named anew
  // and again for Inter. Without the Font Loading API, or if the fetch fails, it is named at once.
  const fetchInter = `function(){var f=document.fonts;if(f&&f.load)f.load(${JSON.stringify(`1em "${BRAND_FONT_FAMILY}"`)}).then(inter,inter);else inter()}`;
  // The scripts are copied out of the page's template rather than created with their address:
  // setting a script's src is a Trusted Types sink the CSP closes, copying a parsed element is
  // not, so the loader needs no policy. async=false: inserted scripts then run in insertion
  // order, like defer.
  const run =
    'function(){if(done)return;done=1;fetchInter();images();' +
    `[].forEach.call(document.getElementById(${JSON.stringify(SCRIPTS_TEMPLATE_ID)}).content.querySelectorAll("script"),function(t){` +
    'var s=document.importNode(t,true);s.async=false;document.head.appendChild(s)})}';
  return (
    `(function(){var done=0,inter=${useInter},fetchInter=${fetchInter},images=${showImages},run=${run},P=window.PerformanceObserver;` +
    `try{if(sessionStorage.getItem(${key}))inter()}catch(e){}` +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
    'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(run)}})' +
    '.observe({type:"paint",buffered:true})}' +
    'else requestAnimationFrame(function(){setTimeout(run)})})()'
  );
}
