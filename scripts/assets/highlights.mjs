// The Recent Highlights illustrations, drawn as siblings: same ground, glow, camera, floor grid
// and central screen; each event differs only by its setting, its people and its screen's graphic.
// The fourth, "event", is the default for an event that has neither its own illustration nor a photo.
// The pictures carry no words: the page sets the event's figure and its label over the screen's
// left half in HTML (CardPicture), in the page's language, so the right half holds the graphic.
//   node scripts/assets/highlights.mjs <dir>
//     -> <dir>/{quarterly-review,san-diego-kickoff,las-vegas-2025,event}.svg
// 800x500 design space; the card shows it at 340-600 CSS px, so a 3-unit line renders at 1.5-2 px.
import {mkdirSync, writeFileSync} from 'node:fs';
import {C, camera, f, floorGrid, ground, groundDefs, panel, person, rng, svgDoc} from './illustration.mjs';
import {beamDef, skyline, stringLights} from './vegas.mjs';

const W = 800,
  H = 500,
  LINE = 3,
  FINE = 2;
const cam = camera({vx: 400, horizon: 300, depth: 200});
// Screen: the same box in every card, so the cards read as one series.
const SX = 170,
  SY = 44,
  SW = 460,
  SH = 210,
  PAD = 30;

const frame = (setting, people, screen, extraDefs = '') =>
  svgDoc(
    W,
    H,
    groundDefs(W, H, [400, 160, 380]) + extraDefs,
    ground(W, H) +
      setting +
      floorGrid(cam, W, H, {stroke: FINE, spacing: 0.4}) +
      people +
      panel(SX, SY, SW, SH, {stroke: LINE, r: 16}) +
      screen,
  );

// Where each screen's graphic centres: the right half, clear of the words CardPicture sets.
const GX = SX + SW - PAD - 70,
  GY = SY + SH / 2 + 4;

// ---- Regional quarterly business review: a boardroom, its glass wall, the pipeline chart ----
function quarterlyReview() {
  let wall = '';
  for (let x = 20; x < W; x += 76) wall += `M${x} 0V${cam.horizon}`;
  const setting = `<path d="${wall}" stroke="${C.sky}" stroke-opacity=".12" stroke-width="${FINE}"/>`;
  // the table: a rectangle on the floor, seen in the shared perspective
  const [a, b, c, d] = [cam.at(-0.5, 1.2), cam.at(0.5, 1.2), cam.at(0.5, 4), cam.at(-0.5, 4)];
  let people = '';
  for (const z of [1.35, 1.65, 2.05, 2.6, 3.4]) for (const x of [-0.72, 0.72]) people += person(cam, x, z, {r: 7.5});
  people += person(cam, 0, 4.9, {r: 7.5, tone: C.teal});
  people += `<path d="M${a}L${b}L${c}L${d}z" fill="${C.navy700}" stroke="${C.sky}" stroke-opacity=".6" stroke-width="${LINE}" stroke-linejoin="round"/>`;
  // chart: six quarters-to-date bars; the two teal ones are the two 7-figure deals
  const bars = [34, 52, 66, 80, 112, 138],
    bx = SX + SW - PAD - 6 * 24 + 10,
    base = SY + SH - PAD;
  let chart = `<path d="M${bx - 8} ${base}H${SX + SW - PAD}" stroke="${C.sky}" stroke-opacity=".5" stroke-width="${FINE}"/>`;
  const pts = [];
  bars.forEach((h, i) => {
    const x = bx + i * 24;
    chart += `<rect x="${x}" y="${base - h}" width="14" height="${h}" rx="3" fill="${i >= 4 ? C.teal : C.blue}"${i >= 4 ? '' : ' fill-opacity=".9"'}/>`;
    pts.push([x + 7, base - h - 16]);
  });
  chart += `<path d="M${pts.map((p) => p.join(' ')).join('L')}" fill="none" stroke="${C.sky}" stroke-width="${LINE}" stroke-linejoin="round" stroke-linecap="round"/>`;
  const [px, py] = pts.at(-1);
  chart += `<circle cx="${px}" cy="${py}" r="6.5" fill="${C.amber}"/>`;
  return frame(setting, people, chart);
}

// ---- Sales Cloud kickoff, San Diego: a waterfront stage at sunset, a full audience ----
function sanDiegoKickoff() {
  const hz = cam.horizon;
  // the sun (this card's amber highlight) setting over the bay, with its reflection on the water lines
  const setting = `<clipPath id="above"><rect width="${W}" height="${hz}"/></clipPath>
<circle cx="706" cy="${hz + 8}" r="34" fill="${C.amber}" clip-path="url(#above)"/>
<path d="M0 ${hz}q50-20 120-18t120 18zM600 ${hz}q30-12 60-13v13z" fill="${C.navy700}"/>
<path d="M674 ${hz + 10}h64M686 ${hz + 20}h40M696 ${hz + 30}h20" stroke="${C.amber}" stroke-opacity=".55" stroke-width="${FINE}" stroke-linecap="round"/>`;
  // 350+ attendees: dense rows filling the floor
  const r = rng(11);
  let people = '';
  for (let z = 4.6; z >= 1.15; z -= 0.16) {
    const span = 1.05 * z + 0.6;
    for (let x = -span; x <= span; x += 0.15) {
      if (Math.abs(x) < 0.16) continue; // centre aisle
      people += person(cam, x + (r() - 0.5) * 0.06, z, {r: 6, tone: r() < 0.12 ? C.teal : C.sky, o: 0.9});
    }
  }
  // Sales Cloud: a cloud drawn from three arcs, right of the copy
  const [cx, cy] = [GX, GY];
  const cloud = `<path d="M${cx - 56} ${cy + 26}a26 26 0 0 1 6-51 36 36 0 0 1 68-10 30 30 0 0 1 38 61z" fill="${C.blue}" fill-opacity=".25" stroke="${C.sky}" stroke-width="${LINE}" stroke-linejoin="round"/>
<path d="M${cx - 20} ${cy + 2}l14 13 26-28" fill="none" stroke="${C.teal}" stroke-width="${LINE + 1}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return frame(setting, people, cloud);
}

// ---- Las Vegas 2025 event week: the skyline, string lights, guests around high tables ----
function lasVegas() {
  const setting =
    skyline({baseline: cam.horizon, x0: -60, scale: 0.68, line: LINE, amber: true, t: 0}) +
    stringLights({w: W, y0: -4, sag: 58, n: 15, r: 2.6, line: FINE, t: 0});
  const r = rng(5);
  let people = '';
  // 500+ guests: groups of 4-6 around high tables, back to front
  const tables = [];
  for (let z = 4.4; z >= 1.2; z *= 0.8)
    for (let x = -2.6; x <= 2.6; x += 0.78) tables.push([x + (r() - 0.5) * 0.3 + (z % 0.5), z]);
  for (const [tx, tz] of tables) {
    const [x, y] = cam.at(tx, tz),
      s = 1 / tz;
    let g = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(20 * s)}" ry="${f(7 * s)}" fill="${C.navy700}" stroke="${C.sky}" stroke-opacity=".5" stroke-width="${FINE}"/>`;
    const n = 4 + Math.floor(r() * 3);
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + r();
      g += person(cam, tx + Math.cos(a) * 0.2, tz + Math.sin(a) * 0.09 * tz, {
        r: 6.5,
        tone: r() < 0.15 ? C.teal : C.sky,
      });
    }
    people += g;
  }
  // on the screen, one high table seen from above with its guests around it
  let table = `<circle cx="${GX}" cy="${GY}" r="30" fill="${C.navy700}" stroke="${C.sky}" stroke-opacity=".6" stroke-width="${LINE}"/>`;
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 - Math.PI / 2;
    table += `<circle cx="${f(GX + Math.cos(a) * 52)}" cy="${f(GY + Math.sin(a) * 52)}" r="10" fill="${i % 3 ? C.sky : C.teal}"/>`;
  }
  return frame(setting, people, table, beamDef);
}

// ---- Any other event (the default for an event without a picture of its own; it shows no
// figure, since it stands for every event): a stage with a lectern under two spotlights, rows of
// partner tables either side of the aisle, a partner behind each and guests gathered in front ----
function partnerEvent() {
  const top = cam.horizon - 16; // the stage's surface
  const beam = (x) => `<path d="M${x - 14} -10h28l50 ${top + 10}h-128z" fill="url(#spot)"/>`;
  const spot = `<linearGradient id="spot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.sky}" stop-opacity=".3"/><stop offset="1" stop-color="${C.sky}" stop-opacity="0"/></linearGradient>`;
  // the lectern's microphone light is this card's amber highlight
  const setting = `${beam(120)}${beam(680)}
<rect x="40" y="${top}" width="720" height="16" fill="${C.navy700}" stroke="${C.sky}" stroke-opacity=".5" stroke-width="${FINE}"/>
<path d="M104 ${top}l-4-44h40l-4 44z" fill="${C.navy600}" stroke="${C.sky}" stroke-opacity=".6" stroke-width="${FINE}" stroke-linejoin="round"/>
<path d="M128 ${top - 44}l-6-16" stroke="${C.sky}" stroke-opacity=".7" stroke-width="${FINE}" stroke-linecap="round"/>
<circle cx="121" cy="${top - 63}" r="4.5" fill="${C.amber}"/>`;
  // back to front; depths scale with distance (like the Las Vegas tables), so every row keeps its shape
  const r = rng(8);
  let floor = '';
  for (const z of [9.1, 5.1, 2.85, 1.6])
    for (const x of [-3.3, -2.05, -0.8, 0.8, 2.05, 3.3]) {
      const q = [cam.at(x - 0.42, z), cam.at(x + 0.42, z), cam.at(x + 0.42, z * 1.13), cam.at(x - 0.42, z * 1.13)];
      floor += person(cam, x, z * 1.17, {r: 7, tone: C.teal});
      floor += `<path d="M${q.map((p) => p.map(f).join(' ')).join('L')}z" fill="${C.navy700}" stroke="${C.sky}" stroke-opacity=".55" stroke-width="${FINE}" stroke-linejoin="round"/>`;
      const n = 3 + Math.floor(r() * 3); // guests in a shallow arc facing the table
      for (let i = 0; i < n; i++) {
        const u = (i + 0.5) / n - 0.5;
        floor += person(cam, x + u * 0.95 + (r() - 0.5) * 0.08, z * (0.83 + u * u * 0.3 + (r() - 0.5) * 0.03), {r: 7});
      }
    }
  // on the screen, a partner (teal) and a seller (sky) joined: the meeting every event is for
  const link = `<path d="M${GX - 44} ${GY}H${GX + 44}" stroke="${C.sky}" stroke-opacity=".6" stroke-width="${LINE}" stroke-dasharray="2 9" stroke-linecap="round"/>
<circle cx="${GX - 50}" cy="${GY}" r="26" fill="${C.teal}" fill-opacity=".25" stroke="${C.teal}" stroke-width="${LINE}"/>
<circle cx="${GX + 50}" cy="${GY}" r="26" fill="${C.blue}" fill-opacity=".25" stroke="${C.sky}" stroke-width="${LINE}"/>`;
  return frame(setting, floor, link, spot);
}

const [out] = process.argv.slice(2);
if (!out) {
  console.error('usage: highlights.mjs <dir>');
  process.exit(1);
}
mkdirSync(out, {recursive: true});
for (const [name, make] of [
  ['quarterly-review', quarterlyReview],
  ['san-diego-kickoff', sanDiegoKickoff],
  ['las-vegas-2025', lasVegas],
  ['event', partnerEvent],
]) {
  writeFileSync(`${out}/${name}.svg`, make());
}
