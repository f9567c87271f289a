/**
 * Lets the browser paint the pre-rendered page before the app's JavaScript runs.
 *
 * Docusaurus loads runtime~main.js and main.js with `<script defer>`. When they arrive before the
 * HTML is parsed (fast networks, caches), the browser runs them, and starts hydrating, before its
 * first paint, so the first view waits for ~100 KB of JavaScript to execute. This rewrites every
 * page after the build: the scripts are requested one frame after the first paint and run in
 * order. They are not preloaded: on a slow connection a preload, even at low priority, shares the
 * bandwidth with what the first view needs (stylesheet, font, hero image), and the page is
 * complete without them (every page is pre-rendered).
 */

const DEFERRED_SCRIPT = /<script src=["']?(\/assets\/js\/[^"' >]+\.js)["']? defer(?:=["']?["']?)?><\/script>/g;

export function paintBeforeScripts(html: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const withoutScripts = html.replace(DEFERRED_SCRIPT, '');
  // async=false: dynamically inserted scripts then run in insertion order, like defer.
  const loader =
    `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(src){` +
    'var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s)})})})</script>';
  return withoutScripts.replace('</body>', `${loader}</body>`);
}
