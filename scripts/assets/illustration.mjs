// The illustration system shared by every scene we draw (hero video and poster, the three
// highlight cards, the regions map, the social card). README.md ("Illustration system") is the
// written rule; this module is the same rule as code, so the images cannot drift apart.
//
// Every scene is: navy ground -> one brand-blue glow behind the subject -> a horizon with a
// one-point-perspective floor grid -> geometric subject in thin light lines -> people as dots on
// the floor -> at most one small amber highlight -> minimal Inter type.

export const C = {
  navy: '#0B1F3A',
  navy800: '#13294B',
  navy700: '#1B3760',
  navy600: '#25497A',
  blue: '#0A6ED1',
  sky: '#7CC4FA',
  teal: '#14B8A6',
  amber: '#F59E0B',
  white: '#FFFFFF',
  mist: '#C9DDF2', // sky mixed towards white: secondary text on navy
};
export const FONT = `Inter, 'Segoe UI', Helvetica, Arial, sans-serif`;
export const f = (n) => +n.toFixed(1);
export const rng = (seed) => () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296;

/** Ground gradient + the single glow. `glow` = [cx, cy, r] in user units. */
export function groundDefs(w, h, [gx, gy, gr], id = '') {
  return `<linearGradient id="ground${id}" x1="0" y1="0" x2="0" y2="${h}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.navy800}"/></linearGradient>
<radialGradient id="glow${id}" cx="${gx}" cy="${gy}" r="${gr}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.blue}" stop-opacity=".55"/><stop offset=".45" stop-color="${C.blue}" stop-opacity=".18"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>`;
}
export const ground = (w, h, id = '') =>
  `<rect width="${w}" height="${h}" fill="url(#ground${id})"/><rect width="${w}" height="${h}" fill="url(#glow${id})"/>`;

/**
 * One-point perspective camera shared by all scenes: the vanishing point sits on the horizon at
 * `vx`; floor point (X across, Z depth >= 1) projects to x = vx + X*k/Z, y = horizon + depth/Z.
 */
export function camera({vx, horizon, depth, k = depth}) {
  const at = (X, Z) => [vx + (X * k) / Z, horizon + depth / Z];
  return {vx, horizon, depth, k, at, scale: (Z) => 1 / Z};
}

/** Floor grid: thin lines that fade towards the horizon (stroke gradient), so the vanishing point stays calm. */
export function floorGrid(
  cam,
  w,
  h,
  {stroke = 1.5, cols = 14, spacing = 60, rows = [1, 1.35, 1.8, 2.5, 3.6, 5.5, 9], id = ''} = {},
) {
  const {vx, horizon} = cam;
  let d = '';
  for (let i = -cols; i <= cols; i++) {
    const [x, y] = cam.at(i * spacing, 1);
    // from bottom edge to just under the horizon
    const t = (h - horizon) / (y - horizon);
    d += `M${f(vx + (x - vx) * t)} ${h}L${f(vx + (x - vx) * 0.04)} ${f(horizon + (y - horizon) * 0.04)}`;
  }
  for (const z of rows) {
    const y = cam.at(0, z)[1];
    if (y < h) d += `M0 ${f(y)}H${w}`;
  }
  return `<linearGradient id="floorFade${id}" x1="0" y1="${horizon}" x2="0" y2="${h}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.sky}" stop-opacity="0"/><stop offset="1" stop-color="${C.sky}" stop-opacity=".22"/></linearGradient>
<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${C.navy}" opacity=".35"/>
<path d="${d}" stroke="url(#floorFade${id})" stroke-width="${stroke}" fill="none"/>
<path d="M0 ${horizon}H${w}" stroke="${C.sky}" stroke-opacity=".45" stroke-width="${stroke}"/>`;
}

/** A person: a dot on the floor (no faces, no bodies), lighter when nearer. */
export function person(cam, X, Z, {r = 9, tone = C.sky, o = 1, dy = 0} = {}) {
  const [x, y] = cam.at(X, Z),
    s = 1 / Z;
  const near = Math.min(1, 0.35 + 0.9 * s);
  return `<circle cx="${f(x)}" cy="${f(y - r * 2.2 * s + dy)}" r="${f(r * s * 1.6)}" fill="${tone}" opacity="${f(near * o)}"/>`;
}

/** Floating panel (a screen, a card): navy glass, thin sky line, 12-unit-per-400 radius. */
export const panel = (x, y, w, h, {stroke = 2, r = 14, fill = C.navy800, o = 0.92} = {}) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" fill-opacity="${o}" stroke="${C.sky}" stroke-opacity=".5" stroke-width="${stroke}"/>`;

/** Text helper: Inter only, sizes from the type scale in README. */
export const text = (x, y, size, weight, fill, content, more = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${more}>${content}</text>`;
export const eyebrow = (x, y, size, content, more = '') =>
  text(x, y, size, 600, C.sky, content, ` letter-spacing="${f(size * 0.14)}"${more}`);

export const svgDoc = (w, h, defs, body, vb = `0 0 ${w} ${h}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}"><defs>${defs}</defs>${body}</svg>\n`;
