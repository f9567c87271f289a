/**
 * Lets the browser paint the pre-rendered page before the app's JavaScript runs.
 *
 * Docusaurus loads runtime~main.js and main.js with `<script defer>`. When they arrive before the
 * HTML is parsed (fast networks, caches), the browser runs them, and starts hydrating, before its
 * first paint, so the first view waits for ~100 KB of JavaScript to execute. This rewrites every
 * page after the build: the scripts are still fetched from the start (preload, at the low
 * priority `defer` gave them), and run in order one frame after the first paint.
 */

const DEFERRED_SCRIPT = /<script src=["']?(\/assets\/js\/[^"' >]+\.js)["']? defer(?:=["']?["']?)?><\/script>/g;

export function paintBeforeScripts(html: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const preloads = html.replace(
    DEFERRED_SCRIPT,
    (_tag, src: string) => `<link rel=preload as=script href=${src} fetchpriority=low>`,
  );
  // async=false: dynamically inserted scripts then run in insertion order, like defer.
  const loader =
    `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(src){` +
    'var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s)})})})</script>';
  return preloads.replace('</body>', `${loader}</body>`);
}
