// Dotted world map with four highlighted sales regions (NA, LATAM, EMEA, APJ).
// Continents are rough hand-drawn [lon,lat] outlines sampled onto a dot grid,
// so the output is a handful of small <path>s (each dot = zero-length round-capped segment).
// Usage: node scripts/assets/regions.mjs  -> static/img/regions.svg
import {writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const W = 960,
  H = 540,
  STEP = 10;
const LON0 = -172,
  LON1 = 188,
  LAT0 = 84,
  LAT1 = -57; // visible window
const TOP = 28,
  BOTTOM = 512; // map band inside the canvas
const X = (lon) => ((lon - LON0) / (LON1 - LON0)) * W;
const Y = (lat) => TOP + ((LAT0 - lat) / (LAT0 - LAT1)) * (BOTTOM - TOP);
const invX = (x) => LON0 + (x / W) * (LON1 - LON0);
const invY = (y) => LAT0 - ((y - TOP) / (BOTTOM - TOP)) * (LAT0 - LAT1);

const P = (s) =>
  s
    .trim()
    .split(/\s+/)
    .map((p) => p.split(',').map(Number));
const land = [
  // North & Central America
  P(`-168,66 -162,70.5 -150,71 -140,70 -128,70 -117,69 -108,68.5 -95,68 -88,68.5 -82,66 -80,63 -90,64 -94,61 -94,58
     -88,56 -82,54 -79,52 -78,57 -77,61 -72,61 -64,59 -61,55 -56,52 -60,48 -66,45 -70,42 -74,40 -76,36 -80,32
     -80,27 -81,25 -82.5,27.5 -84,30 -88,30.5 -90,29 -94,29.5 -97,27.5 -97.5,24 -97,21 -95,18.5 -91,19 -90,21.5
     -87,21.5 -88,16 -84,15.5 -83,11 -79.5,9 -77,8 -80,7.5 -83,8.5 -86,11.5 -88,13.3 -92,14.5 -96,15.8 -101,17.5
     -105,20 -105.5,23 -109.5,26 -112.5,30 -114.5,31 -112,26 -110,23 -112,24.5 -115,28 -117,32 -121,35 -124,40
     -124.5,46 -124.5,49 -128,51 -133,55 -138,59 -145,60.5 -150,60 -154,58 -158,57 -162,55 -160,58 -162,60
     -166,62 -165,64.5`),
  P(
    `-120,70.5 -113,72.5 -105,73 -97,72 -90,73 -84,73.5 -78,75.5 -72,78 -64,82 -78,83 -95,81.5 -110,78.5 -120,76 -124,73`,
  ), // Arctic islands
  P(`-80,63.5 -72,62.5 -64,65 -66,69 -72,71.5 -80,73.5 -86,70 -84,66.5`), // Baffin
  P(`-55,60 -43,60 -35,65 -22,70 -18,77 -20,82 -35,83.5 -50,82.5 -62,81.5 -70,78.5 -60,76 -56,73 -52,69 -52,64`), // Greenland
  P(`-85,22 -84,23 -80,23.2 -75,20.5 -74,19.8 -77.5,19.8 -80,21.5`), // Cuba
  P(`-74.5,18.5 -72.5,19.9 -69,19.4 -68.5,18.5 -71,17.6`), // Hispaniola
  // South America
  P(`-77,8.5 -75,11 -72,12.2 -68,10.8 -62,10.7 -58,7 -52,5 -50,1 -44,-2.5 -38,-4 -35,-6 -35,-9 -39,-14 -39,-18
     -41,-22 -45,-23.5 -48,-26 -49,-29 -53,-34 -57,-36 -58,-38.5 -62,-39 -65,-41 -64,-43 -67,-46 -66,-48 -69,-51
     -68.5,-53 -71,-54.5 -74,-53 -75,-50 -75.5,-46 -73.5,-42 -73.5,-37 -71.5,-32 -71,-25 -70.3,-18 -75,-15 -77,-12
     -79,-8 -81,-5 -80,-1 -80,1 -78.5,3 -77.5,6`),
  // Eurasia
  P(`-9.5,37 -9,43 -2,43.5 -1.5,46.5 -4.5,48.5 2,51 5,53 8.5,54 8.3,57 10.5,57.5 10,55 12,54.5 14,54 18,55 21,57
     24,59.5 22,60.5 21.5,63 25,65.5 21,65 17,62 18.5,60 16,56.5 13,55.5 11,58.5 6,58 5,62 10,64 14,67 18,69.5
     25,71 30,70 41,67 44,68.5 55,68.5 60,69 68,71.5 73,73 80,73 90,75.5 100,77 113,73.5 130,71 140,72 150,71
     160,70 170,70 180,69 188,66 180,65 178,62 170,60 163,58 162,55 156,51 156,57 160,61 153,59 142,59 135,54 140,51
     141,46 135,43 130,42 129,40 127,39 129,35 126,34.5 126,37 125,39 121,40.5 122,37 119,35 121,32 122,30 120,27
     117,23.5 110,21 108,21.5 106,19 109,12 105,8.6 103,10.5 100,13.5 99,10 100,8 103,1.5 101,2.8 98,8 98,16 94,17
     92,22 88,22 86,20 80,15.5 80,10 77,8 73,16 72.5,21 68,23.5 62,25 57,25.5 56.5,27 52,27.5 48,30 50,26 51.5,24
     55,25.5 56.5,24 59.5,22.5 55,17 52,16 45,13 43,13 42,15.5 39,21 35,28 34.5,29.5 35,32.5 36,35.5 33,36.5 30,36.5
     27,37 26,40 23,40 24,38 22,36.5 21,39 19.5,42 13.5,45.5 12.3,44.5 16,41.5 18.5,40 16,38 15.6,38 12.5,41.5 10,44
     8,44 3,43.3 3,42 0,39 -0.5,38 -2,36.7 -5.5,36 -6.5,37`),
  P(`-5.5,50 1.5,51 1.7,53 -0.5,54.5 -2,56 -1.8,57.6 -4,58.6 -5,58.6 -6.2,56.5 -5,55 -3,54 -4.7,53.3 -3,51.5`), // GB
  P(`-10,51.6 -6,52 -6,54 -7.5,55.3 -10,54.2`), // Ireland
  P(`-24,65.5 -22,66.5 -16,66.5 -13.5,65 -18,63.4 -22,63.8`), // Iceland
  P(`130,31 131,34 136,34 140,35 142,40 141.5,45.5 145,43.5 141,41.5 140,38 139,35.5 136,33.5 132,33`), // Japan
  P(`120,18.5 122,18.5 124,12 126,7 125,6 122,7 119.5,10 120,14`), // Philippines
  P(`95,5.5 98,4 104,-2 106,-6 102,-4 96,2`), // Sumatra
  P(`109,1.5 110,-3 116,-4 119,1 117,7 113,3.5`), // Borneo
  P(`105.5,-6 114.5,-7.5 114,-8.7 106,-7.5`), // Java
  P(`119,0 121,1.5 125,1.5 121,-1 123,-5 120,-5.5`), // Sulawesi
  P(`131,-1 141,-2.5 150,-6 150,-10.5 143,-9 138,-8 132,-4`), // New Guinea
  P(`80,9.8 81.8,7.5 81,6 80,6.5`), // Sri Lanka
  // Africa
  P(`-17,21 -17,15 -12,8 -8,4.5 -2,5 4,6 9,4 10,2 9,-1 12,-5 13.5,-11 12,-17 14.5,-23 17,-29 18.5,-34.5 22,-34
     27,-33.5 31,-29 33,-26 35.5,-24 35,-20 40,-15.5 40.5,-10 39,-5 41,-1.5 44,2 48,5 51,11.5 44,11 43,12.5
     39.5,15.5 37,21 35,24 34,27.5 32.5,30 29,31 25,31.5 20,31 19,30.3 15,32 11,33.5 10,37 3,37 -2,35.2 -6,35.8
     -10,30 -13,27`),
  P(`44,-25 47,-25 50,-15 49,-12 44,-17`), // Madagascar
  // Oceania
  P(`114,-22 114,-34 116,-35 123,-34 131,-31.5 135,-35 138,-34 140,-38 146,-39 150,-37 153,-32 153,-25 149,-21 146,-19
     145.5,-15 142.5,-10.7 141.5,-17 140,-17.5 137,-15.5 136,-12 132,-11.3 130,-13 126,-14 122,-17 119,-20`),
  P(`145,-40.5 148.5,-40.8 148,-43.5 146,-43.6`), // Tasmania
  P(`172.5,-34.5 178.5,-37.5 176,-41.5 174,-41.5 174.5,-39`), // NZ north
  P(`172.5,-40.5 174,-42 171,-46.5 167,-46 168,-44`), // NZ south
];
const water = [
  P(`27.5,41.5 28,45.5 31,46.6 34,45 38,47 41.5,42 36,41.3`), // Black Sea
  P(`47,45 49,47 53.5,46.5 53,41 54,37 50,37 49,40`), // Caspian
  P(`48,30 51,28.5 56,27 56.5,24 51.5,24 50,26`), // Gulf
];
const inPoly = (x, y, poly) => {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i],
      [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
};
// Mexico/US border, simplified (lat as a function of lon)
const mxBorder = (lon) =>
  lon < -106.5 ? 32.5 - (lon + 117) * 0.1 : lon < -103 ? 31.5 - (lon + 106.5) * 0.7 : 29 - (lon + 103) * 0.5;
const region = (lon, lat) => {
  if (lon < -168 && lat > 60 && lon < -169) return 'other'; // Chukotka (wrapped)
  if (lon > -74 && lon < -10 && lat > 58 && !(lon < -60 && lat < 74)) return 'other'; // Greenland
  if (lon < -25) return lat < 24.5 || (lat < mxBorder(lon) && lon < -96) ? 'latam' : 'na';
  if (lon < 62 && !(lon > 58 && lat < 32)) return 'emea';
  if (lat < 0) return 'apj';
  if (lat > 50 || (lat > 41 && lon < 80)) return 'other'; // Siberia & Central Asia: not highlighted
  return 'apj';
};
// Sample the grid (offset rows for a honeycomb look)
const buckets = {na: [], latam: [], emea: [], apj: [], other: []};
for (let row = 0, y = TOP + 4; y < BOTTOM; y += STEP * 0.9, row++) {
  for (let x = (row % 2 ? STEP / 2 : 0) + 4; x < W; x += STEP) {
    const lon = invX(x),
      lat = invY(y);
    const l = lon > 180 ? lon - 360 : lon;
    const hit = land.some((p) => inPoly(l, lat, p) || inPoly(l + 360, lat, p)) && !water.some((p) => inPoly(l, lat, p));
    if (hit) buckets[region(l, lat)].push([x, y]);
  }
}
const dots = (pts) => {
  let d = '',
    px = 0,
    py = 0;
  for (const [x, y] of pts) {
    const rx = +(x - px).toFixed(1),
      ry = +(y - py).toFixed(1);
    d += `m${rx} ${ry}h0`.replace(/ -/g, '-');
    px = x;
    py = y;
  }
  return 'M0 0' + d;
};
// Illustration system (README.md): navy ground, one brand-blue glow, regions in the accent
// colours, land outside the four regions in a quiet navy, thin sky arcs between the regional hubs.
const COLORS = {other: '#25497A', na: '#7CC4FA', latam: '#14B8A6', emea: '#0A6ED1', apj: '#C9DDF2'};
// Where each region's label sits, as [lon, lat]. The labels are HTML over the image (so they stay
// readable on a phone); this script writes their positions, in percent of the image, as a CSS module.
const LABELS = [
  ['na', 'NA', -103, 44],
  ['latam', 'LATAM', -60, -14],
  ['emea', 'EMEA', 18, 12],
  ['apj', 'APJ', 116, 22],
];
const hub = (lon, lat) => [X(lon), Y(lat)];
const HUBS = [
  [-100, 40],
  [12, 46],
  [112, 30],
  [-58, -15],
  [134, -25],
];
const arcs = [
  [0, 1],
  [1, 2],
  [0, 3],
  [2, 4],
]
  .map(([i, j]) => {
    const [x1, y1] = hub(...HUBS[i]),
      [x2, y2] = hub(...HUBS[j]);
    const mx = (x1 + x2) / 2,
      my = Math.min(y1, y2) - Math.abs(x2 - x1) * 0.18 - 20;
    return `M${x1.toFixed(0)} ${y1.toFixed(0)}Q${mx.toFixed(0)} ${my.toFixed(0)} ${x2.toFixed(0)} ${y2.toFixed(0)}`;
  })
  .join('');

let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="rt rd">
<title id="rt">Omnia regional coverage</title>
<desc id="rd">Dotted world map highlighting the four SAP sales regions Omnia covers: North America (NA), Latin America (LATAM), Europe, Middle East and Africa (EMEA), and Asia Pacific and Japan (APJ).</desc>
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0B1F3A"/><stop offset="1" stop-color="#13294B"/></linearGradient>
<radialGradient id="glow" cx="480" cy="250" r="460" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#0A6ED1" stop-opacity=".45"/><stop offset=".5" stop-color="#0A6ED1" stop-opacity=".12"/><stop offset="1" stop-color="#0A6ED1" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" rx="20" fill="url(#g)"/><rect width="${W}" height="${H}" rx="20" fill="url(#glow)"/>
<g fill="none" stroke-linecap="round" stroke-width="6.4">
${Object.entries(buckets)
  .map(([k, pts]) => `<path stroke="${COLORS[k]}" d="${dots(pts)}"/>`)
  .join('\n')}
</g>
<path d="${arcs}" fill="none" stroke="#7CC4FA" stroke-opacity=".7" stroke-width="2"/>
<g fill="#0B1F3A" stroke="#FFFFFF" stroke-width="2.5">${HUBS.map((h) => {
  const [x, y] = hub(...h);
  return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="5"/>`;
}).join('')}</g>
</svg>
`;
writeFileSync(join(root, 'static/img/regions.svg'), svg);
// The HTML labels' anchors, as a CSS module the component imports (so nothing is copied by hand).
const css = LABELS.map(([, code, lon, lat]) => {
  const [x, y] = hub(lon, lat);
  return `.${code} {\n  left: ${((x / W) * 100).toFixed(1)}%;\n  top: ${((y / H) * 100).toFixed(1)}%;\n}\n`;
}).join('\n');
writeFileSync(
  join(root, 'src/components/About/Regions/labelPositions.module.css'),
  `/* Written by scripts/assets/regions.mjs: where each region's label sits on /img/regions.svg. */\n${css}`,
);
console.log(
  'regions.svg',
  svg.length,
  'bytes',
  Object.fromEntries(Object.entries(buckets).map(([k, v]) => [k, v.length])),
);
