// The site's fallback social card (Open Graph / Twitter), 1200x630, in the illustration system:
// Omnia's name on the left, the ecosystem on the right as orbits lying on the shared perspective floor.
//   node scripts/assets/social.mjs <out.svg>
import {writeFileSync} from 'node:fs';
import {C, camera, f, floorGrid, ground, groundDefs, svgDoc, text} from './illustration.mjs';

const W = 1200,
  H = 630,
  LINE = 3,
  FINE = 2; // shown at ~500 CSS px in feeds: 3 units ~ 1.25-1.5 px
const cam = camera({vx: 900, horizon: 452, depth: 200, k: 420});

// The Omnia mark (same geometry as logos.mjs): blue tile, white ring, teal arc, amber node.
const mark = `<g id="mark"><rect width="64" height="64" rx="15" fill="url(#tile)"/>
<circle cx="32" cy="32" r="15" fill="none" stroke="#fff" stroke-width="7.5"/>
<path d="M17 32a15 15 0 0 0 15 15" fill="none" stroke="${C.teal}" stroke-width="7.5"/>
<circle cx="43" cy="21" r="7.5" fill="${C.amber}" stroke="#0E6AC9" stroke-width="3"/></g>`;

// Orbits: circles on the floor around the point (0, Z0), drawn as perspective ellipses by sampling.
const Z0 = 2.3;
const orbit = (R) => {
  const pts = Array.from({length: 73}, (_, i) => {
    const a = (i / 72) * Math.PI * 2;
    return cam
      .at(R * Math.cos(a), Z0 + R * 0.55 * Math.sin(a))
      .map(f)
      .join(' ');
  });
  return `M${pts.join('L')}`;
};
const node = (R, a, rad, fill) => {
  const [x, y] = cam.at(R * Math.cos(a), Z0 + R * 0.55 * Math.sin(a));
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${rad}" fill="${fill}"/>`;
};
const [cx, cy] = cam.at(0, Z0);

const defs =
  groundDefs(W, H, [cx, cy - 120, 420]) +
  `<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1984E6"/><stop offset="1" stop-color="#0A5CB4"/></linearGradient>${mark}`;

const body = [
  ground(W, H),
  floorGrid(cam, W, H, {stroke: FINE, spacing: 0.5}),
  `<path d="${orbit(0.5)}${orbit(0.95)}${orbit(1.45)}" fill="none" stroke="${C.sky}" stroke-opacity=".55" stroke-width="${LINE}"/>`,
  // partners on the orbits: sky and teal nodes, nearer ones larger
  [
    [0.5, 0.6, 8, C.teal],
    [0.5, 3.6, 7, C.sky],
    [0.95, 1.9, 9, C.sky],
    [0.95, 4.4, 8, C.teal],
    [0.95, 5.8, 7, C.sky],
    [1.45, 0.9, 10, C.sky],
    [1.45, 2.7, 9, C.teal],
    [1.45, 3.9, 7, C.sky],
    [1.45, 5.2, 8, C.sky],
  ]
    .map(([R, a, r, c]) => node(R, a, r, c))
    .join(''),
  // the mark floats above the centre of the orbits, with a thin stem to the floor
  `<path d="M${cx} ${f(cy)}V${f(cy - 100)}" stroke="${C.sky}" stroke-opacity=".6" stroke-width="${FINE}"/>
<ellipse cx="${cx}" cy="${f(cy)}" rx="30" ry="8" fill="${C.sky}" opacity=".25"/>
<use href="#mark" transform="translate(${cx - 48} ${f(cy - 196)}) scale(1.5)"/>`,
  // the name alone: the card stands in for pages in five languages (the not-found page; every
  // other page draws its own card in its language), so it carries no other words
  // (the mark already stands over the orbits)
  text(80, 352, 120, 700, C.white, 'Omnia', ' letter-spacing="-2.5"'),
].join('\n');

const [out] = process.argv.slice(2);
if (!out) {
  console.error('usage: social.mjs <out.svg>');
  process.exit(1);
}
writeFileSync(out, svgDoc(W, H, defs, body));
