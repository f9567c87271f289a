/**
 * Lets the browser paint the pre-rendered page before the app's JavaScript runs.
 *
 * Docusaurus loads runtime~main.js and main.js with `<script defer>`. When they arrive before the
 * HTML is parsed (fast networks, caches), the browser runs them, and starts hydrating, before its
 * first paint, so the first view waits for ~100 KB of JavaScript to execute. This rewrites every
 * page after the build: the scripts are requested once the first paint is on the screen and run
 * in order. They are not preloaded: on a slow connection a preload, even at low priority, shares
 * the bandwidth with what the first view needs (stylesheet, font, hero image), and the page is
 * complete without them (every page is pre-rendered).
 *
 * "On the screen" is the first-contentful-paint entry, which the browser reports once the frame
 * has been presented. The frame's own animation callback is too early: the frame is still being
 * drawn then, and on a busy device the scripts arrived and ran before it was shown. Browsers
 * without paint timing start them from the first frame's animation callback, as before.
 */

const DEFERRED_SCRIPT = /<script src=["']?(\/assets\/js\/[^"' >]+\.js)["']? defer(?:=["']?["']?)?><\/script>/g;

export function paintBeforeScripts(html: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const withoutScripts = html.replace(DEFERRED_SCRIPT, '');
  return withoutScripts.replace('</body>', `<script>${loader(sources)}</script></body>`);
}

/** The inline loader: the same text on every page of a build (one CSP hash). */
function loader(sources: string[]): string {
  // async=false: dynamically inserted scripts then run in insertion order, like defer.
  const run =
    `function(){if(done)return;done=1;${JSON.stringify(sources)}.forEach(function(src){` +
    'var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s)})}';
  return (
    `(function(){var done=0,run=${run},P=window.PerformanceObserver;` +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
    'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(run)}})' +
    '.observe({type:"paint",buffered:true})}' +
    'else requestAnimationFrame(function(){setTimeout(run)})})()'
  );
}
