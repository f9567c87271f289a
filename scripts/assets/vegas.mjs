// Las Vegas evening reception: the hero video (frames), its poster (frame 0), and the skyline and
// string lights reused by the "Las Vegas 2025" highlight. Drawn in the illustration system
// (illustration.mjs); every motion is periodic in LOOP seconds, so the video loops without a cut.
//   node scripts/assets/vegas.mjs frames <dir> [fps]   -> <dir>/f0000.svg ... (1280x720)
import {mkdirSync, writeFileSync} from 'node:fs';
import {C, camera, f, floorGrid, ground, groundDefs, person, rng, svgDoc} from './illustration.mjs';

export const W = 1280,
  H = 720,
  LOOP = 9;
const TAU = Math.PI * 2;
const LINE = 3,
  FINE = 2; // the video shows at 560-640 CSS px: 3 units ~ 1.5 px

// Skyline in 1280-wide units standing on y=0: [x, width, height]; landmarks drawn separately.
const BLOCKS = [
  [20, 70, 150],
  [96, 54, 230],
  [370, 64, 260],
  [440, 84, 196],
  [840, 56, 150],
  [905, 80, 232],
  [990, 50, 170],
  [1110, 78, 260],
  [1196, 70, 180],
];
const r0 = rng(7);
const WINDOWS = BLOCKS.map(([x, w, h]) => {
  const list = [];
  for (let y = -h + 14; y < -10; y += 16)
    for (let wx = x + 10; wx < x + w - 12; wx += 14) if (r0() < 0.4) list.push([wx, y, r0()]);
  return list;
});

/**
 * The skyline: flat navy blocks with a thin sky outline, a few lit windows, the pyramid and its
 * beam, and a slim observation tower whose light is the scene's one amber highlight.
 */
export function skyline({baseline, x0 = 0, scale = 1, line = LINE, amber = true, t = 0}) {
  const ph = (t / LOOP) * TAU;
  const lw = f(line / scale); // keep the rendered line weight whatever the scale
  let body = '',
    lit = '';
  BLOCKS.forEach(([x, w, h], i) => {
    body += `<rect x="${x}" y="${-h}" width="${w}" height="${h + 2}"/>`;
    for (const [wx, wy, v] of WINDOWS[i])
      lit += `<rect x="${wx}" y="${wy}" width="5" height="6" opacity="${f(0.35 + 0.4 * (0.5 + 0.5 * Math.sin(ph * (1 + Math.floor(v * 3)) + v * 40)))}"/>`;
  });
  // pyramid (left) with its beam, observation tower (right)
  const pyr = `<path d="M150 0L290 -150 430 0z" fill="${C.navy700}"/><path d="M290 -150L430 0H360z" fill="${C.navy600}" fill-opacity=".7"/>`;
  const beam = `<path d="M284 -150L276 -900h28l-8 750z" fill="url(#beam)"/><path d="M290 -150V-900" stroke="${C.white}" stroke-opacity=".55" stroke-width="${lw}"/>`;
  const tower = `<path d="M1040 0V-300M1056 0V-300" stroke="${C.sky}" stroke-opacity=".6" stroke-width="${lw}"/>
<path d="M1018 -300h58l-10 22h-38zM1026 -322h42l8 22h-58z" fill="${C.navy700}" stroke="${C.sky}" stroke-opacity=".7" stroke-width="${lw}" stroke-linejoin="round"/>
<path d="M1048 -322v-50" stroke="${C.sky}" stroke-opacity=".7" stroke-width="${lw}"/>`;
  const light = amber
    ? `<circle cx="1048" cy="-376" r="${f(4 / scale + 1)}" fill="${C.amber}" opacity="${f(0.75 + 0.25 * Math.sin(ph * 4))}"/>`
    : '';
  return `<g transform="translate(${x0} ${baseline}) scale(${scale})">${beam}
<g fill="${C.navy800}" stroke="${C.sky}" stroke-opacity=".45" stroke-width="${lw}">${body}</g>
${pyr}<g fill="${C.sky}">${lit}</g>${tower}${light}</g>`;
}
export const beamDef = `<linearGradient id="beam" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${C.sky}" stop-opacity=".5"/><stop offset="1" stop-color="${C.sky}" stop-opacity="0"/></linearGradient>`;

/** Two strands of lights across the top: thin sky line, small white lamps with a soft halo. */
export function stringLights({w, y0, sag, n, r, line = FINE, t = 0}) {
  const ph = (t / LOOP) * TAU;
  let out = '';
  for (const [si, [y, s, k]] of [
    [y0, sag, n],
    [y0 - sag * 0.45, sag * 1.5, Math.round(n * 0.8)],
  ].entries()) {
    const sway = 4 * Math.sin(ph + si);
    const pt = (u) => [u * (w + 80) - 40, y + (s + sway) * 4 * u * (1 - u)];
    out += `<path d="M${Array.from({length: 25}, (_, i) =>
      pt(i / 24)
        .map(f)
        .join(' '),
    ).join('L')}" fill="none" stroke="${C.sky}" stroke-opacity=".4" stroke-width="${line}"/>`;
    for (let i = 0; i < k; i++) {
      const [x, yy] = pt((i + 0.5) / k),
        glow = 0.5 + 0.5 * Math.sin(ph * 2 + i * 1.3 + si);
      out += `<circle cx="${f(x)}" cy="${f(yy + r * 1.6)}" r="${f(r * 2.2)}" fill="${C.sky}" opacity="${f(0.06 + 0.08 * glow)}"/><circle cx="${f(x)}" cy="${f(yy + r * 1.6)}" r="${r}" fill="${C.white}" opacity="${f(0.75 + 0.25 * glow)}"/>`;
    }
  }
  return out;
}

// ---- the video scene ----
const cam = camera({vx: 640, horizon: 470, depth: 250});
const r = rng(3);
const TABLES = [];
for (let z = 4.6; z >= 1.15; z *= 0.78)
  for (let x = -3.2; x <= 3.2; x += 0.86) TABLES.push([x + (r() - 0.5) * 0.35, z]);
const GUESTS = TABLES.map(([tx, tz]) => {
  const n = 4 + Math.floor(r() * 3);
  return Array.from({length: n}, (_, i) => {
    const ang = (i / n) * TAU + r();
    return {X: tx + Math.cos(ang) * 0.21, Z: tz + Math.sin(ang) * 0.09 * tz, teal: r() < 0.14, ph: r() * TAU};
  });
});
const MOTES = Array.from({length: 34}, () => ({
  x: r() * W,
  y: r() * H,
  rad: 1.5 + r() * 2.5,
  k: 1 + Math.floor(r() * 2),
  ph: r() * TAU,
}));

export function scene(t) {
  const ph = (t / LOOP) * TAU;
  const o = [ground(W, H)];
  // two soft searchlights behind the skyline, sweeping slowly
  for (const [x, a0, k] of [
    [560, -16, 1],
    [760, 14, 1],
  ]) {
    const a = a0 + 10 * Math.sin(ph * k + x);
    o.push(
      `<path transform="rotate(${f(a)} ${x} ${cam.horizon})" d="M${x - 4} ${cam.horizon}L${x - 60} -120h120L${x + 4} ${cam.horizon}z" fill="url(#sweep)"/>`,
    );
  }
  o.push(skyline({baseline: cam.horizon, t}));
  o.push(floorGrid(cam, W, H, {stroke: FINE, spacing: 0.4}));
  // guests around high tables, back to front, swaying a little
  TABLES.forEach(([tx, tz], i) => {
    const [x, y] = cam.at(tx, tz),
      s = 1 / tz;
    let g = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(22 * s)}" ry="${f(8 * s)}" fill="${C.navy700}" stroke="${C.sky}" stroke-opacity=".5" stroke-width="${FINE}"/>`;
    for (const p of GUESTS[i])
      g += person(cam, p.X + 0.015 * Math.sin(ph * 2 + p.ph), p.Z, {
        r: 6.5,
        tone: p.teal ? C.teal : C.sky,
        dy: f(2 * s * Math.sin(ph * 3 + p.ph)),
      });
    o.push(g);
  });
  o.push(stringLights({w: W, y0: 10, sag: 80, n: 19, r: 3.2, t}));
  // motes of light drifting up (wrap off-screen so the loop is seamless)
  o.push(
    `<g fill="${C.sky}">${MOTES.map((m) => {
      const span = H + 20,
        y = ((((m.y - (t / LOOP) * span * m.k) % span) + span) % span) - 10;
      return `<circle cx="${f(m.x + 12 * Math.sin(ph * m.k + m.ph))}" cy="${f(y)}" r="${m.rad}" opacity="${f(0.18 + 0.14 * Math.sin(ph * 2 + m.ph))}"/>`;
    }).join('')}</g>`,
  );
  return o.join('\n');
}

const defs =
  groundDefs(W, H, [640, 330, 640]) +
  beamDef +
  `<linearGradient id="sweep" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${C.sky}" stop-opacity=".12"/><stop offset="1" stop-color="${C.sky}" stop-opacity="0"/></linearGradient>`;

if (process.argv[1] && process.argv[1].endsWith('vegas.mjs')) {
  const [cmd, out, fpsArg] = process.argv.slice(2);
  if (cmd === 'frames') {
    const fps = +(fpsArg || 24);
    mkdirSync(out, {recursive: true});
    for (let i = 0; i < LOOP * fps; i++) {
      writeFileSync(`${out}/f${String(i).padStart(4, '0')}.svg`, svgDoc(W, H, defs, scene(i / fps)));
    }
  } else {
    console.error('usage: vegas.mjs frames <dir> [fps]');
    process.exit(1);
  }
}
