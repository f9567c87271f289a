// Las Vegas night scene, shared by the hero video frames, its poster and the
// "Las Vegas 2025" highlight card. Everything is drawn procedurally (seeded RNG)
// in a 1280x720 design space; all motion is periodic in LOOP seconds so the video loops seamlessly.
//   node scripts/assets/vegas.mjs frames <dir> [fps]   -> <dir>/f0000.svg ...
//   node scripts/assets/vegas.mjs highlight <file.svg> -> 800x500 card (cropped design space)
import { writeFileSync, mkdirSync } from 'node:fs';

export const W = 1280, H = 720, LOOP = 9;
const FONT = `Inter, 'Segoe UI', Helvetica, Arial, sans-serif`;
const TAU = Math.PI * 2;
const rng = (seed) => () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296);
const f = (n) => +n.toFixed(1);

// ---- static layers (computed once) ----
const r = rng(7);
const stars = Array.from({ length: 90 }, () => [r() * W, r() * 330, 0.6 + r() * 1.4, r() * TAU, 1 + Math.floor(r() * 3)]);
const far = [], near = [];
for (let x = -20; x < W + 20;) { const w = 40 + r() * 60, h = 70 + r() * 150; far.push([x, 600 - h, w, h]); x += w + 4 + r() * 10; }
// near skyline: [x, top, width]; hand-placed landmarks are drawn separately
for (const [x, w, h] of [[20, 70, 150], [96, 60, 230], [420, 64, 300], [490, 90, 250], [590, 56, 340], [652, 80, 210],
  [740, 60, 170], [1010, 46, 120], [1120, 80, 260], [1206, 74, 190]]) near.push([x, 620 - h, w, h]);
const windows = { a: '', b: '', c: '' };
for (const [x, y, w, h] of near) for (let wy = y + 12; wy < 606; wy += 14) for (let wx = x + 8; wx < x + w - 10; wx += 12) {
  const v = r(); if (v < 0.45) continue;
  windows[v < 0.8 ? 'a' : v < 0.93 ? 'b' : 'c'] += `M${f(wx)} ${wy}h5v7h-5z`;
}
const farWin = far.map(([x, y, w]) => { let d = ''; for (let wy = y + 10; wy < 596; wy += 12) for (let wx = x + 6; wx < x + w - 6; wx += 10) if (r() < 0.3) d += `M${f(wx)} ${f(wy)}h3v4h-3z`; return d; }).join('');
const bokeh = Array.from({ length: 26 }, () => ({
  x: r() * W, y: r() * H, rad: 14 + r() * 46, c: ['#F59E0B', '#F472B6', '#14B8A6', '#60A5FA', '#FDE68A', '#A78BFA'][Math.floor(r() * 6)],
  o: 0.25 + r() * 0.35, k: 1 + Math.floor(r() * 2), ph: r() * TAU, sway: 10 + r() * 30,
}));
const confetti = Array.from({ length: 70 }, () => ({
  x: r() * W, y0: r(), k: 1 + Math.floor(r() * 2), rot: r() * 360, spin: (r() < 0.5 ? -1 : 1) * (1 + Math.floor(r() * 3)),
  c: ['#F59E0B', '#14B8A6', '#F472B6', '#FFFFFF', '#60A5FA', '#FDE68A'][Math.floor(r() * 6)], w: 5 + r() * 6, h: 3 + r() * 3, ph: r() * TAU,
}));
const bulbs = (y0, sag, n) => Array.from({ length: n }, (_, i) => { const u = i / (n - 1); return [u * (W + 80) - 40, y0 + sag * 4 * u * (1 - u)]; });
const strings = [bulbs(-6, 120, 23), bulbs(-30, 190, 19)];
const crowd = Array.from({ length: 24 }, (_, i) => [i * 56 + r() * 20 - 10, 650 + r() * 22, 19 + r() * 5, r()]);

const defs = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#060A22"/><stop offset=".5" stop-color="#1A1150"/><stop offset=".8" stop-color="#4A1D6E"/><stop offset="1" stop-color="#8E2D6F"/></linearGradient>
<linearGradient id="beam" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#E0F2FE" stop-opacity=".55"/><stop offset="1" stop-color="#E0F2FE" stop-opacity="0"/></linearGradient>
<linearGradient id="sweep" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#C4B5FD" stop-opacity=".28"/><stop offset="1" stop-color="#C4B5FD" stop-opacity="0"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#120B2E"/><stop offset="1" stop-color="#05060F"/></linearGradient>
<radialGradient id="haze" cx=".5" cy="1" r=".7"><stop offset="0" stop-color="#F472B6" stop-opacity=".35"/><stop offset="1" stop-color="#F472B6" stop-opacity="0"/></radialGradient>
<radialGradient id="bulb"><stop offset="0" stop-color="#FFF7D6"/><stop offset=".35" stop-color="#FCD34D" stop-opacity=".9"/><stop offset="1" stop-color="#F59E0B" stop-opacity="0"/></radialGradient>
${['#F59E0B', '#F472B6', '#14B8A6', '#60A5FA', '#FDE68A', '#A78BFA'].map((c, i) => `<radialGradient id="bk${i}"><stop offset="0" stop-color="${c}" stop-opacity=".9"/><stop offset=".7" stop-color="${c}" stop-opacity=".6"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`).join('')}
<radialGradient id="dim"><stop offset="0" stop-color="#060A22" stop-opacity=".55"/><stop offset="1" stop-color="#060A22" stop-opacity="0"/></radialGradient>
<filter id="neon" x="-20%" y="-40%" width="140%" height="180%"><feGaussianBlur stdDeviation="9"/></filter>
</defs>`;
const bkId = (c) => 'bk' + ['#F59E0B', '#F472B6', '#14B8A6', '#60A5FA', '#FDE68A', '#A78BFA'].indexOf(c);

export function scene(t, { title = 0, sign = false } = {}) {
  const ph = (t / LOOP) * TAU; // loop phase
  const o = [];
  o.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/><ellipse cx="640" cy="640" rx="900" ry="330" fill="url(#haze)"/>`);
  o.push(`<g fill="#fff">${stars.map(([x, y, s, p, k]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${s}" opacity="${f(0.35 + 0.3 * Math.sin(ph * k + p)) }"/>`).join('')}</g>`);
  // searchlights sweeping
  for (const [x, a0, k] of [[560, -14, 1], [800, 12, 1]]) {
    const a = a0 + 13 * Math.sin(ph * k + x);
    o.push(`<path transform="rotate(${f(a)} ${x} 600)" d="M${x - 5} 600L${x - 70} -150h140L${x + 5} 600z" fill="url(#sweep)"/>`);
  }
  // pyramid beam
  o.push(`<path d="M245 470L238 0h14z" fill="url(#beam)"/><path d="M244 470L242 0h6z" fill="#fff" opacity=".5"/>`);
  o.push(`<path d="${far.map(([x, y, w, h]) => `M${f(x)} ${f(y)}h${f(w)}v${f(h + 30)}h${f(-w)}z`).join('')}" fill="#26165A"/>`);
  o.push(`<path d="${farWin}" fill="#F9A8D4" opacity=".35"/>`);
  // near buildings
  o.push(`<g fill="#0B0D26"><path d="${near.map(([x, y, w, h]) => `M${x} ${y}h${w}v${h + 10}h${-w}z`).join('')}"/>`);
  o.push(`<path d="M115 620L245 470 375 620z"/><rect x="1070" y="250" width="14" height="370"/><path d="M1046 232h62l-8 26h-46zM1058 206h38l8 26h-54z"/><path d="M1075 206V150h4v56z"/></g>`);
  o.push(`<path d="M245 470L375 620h-40z" fill="#1B1744"/><path d="M1050 236h54" stroke="#14B8A6" stroke-width="3"/>`);
  o.push(`<circle cx="1077" cy="150" r="4" fill="#EF4444" opacity="${f(0.4 + 0.6 * (Math.sin(ph * 6) > 0))}"/>`);
  // ferris wheel
  const wa = (t / LOOP) * 30; // 30deg per loop, wheel has 12-fold symmetry
  let spokes = '', rim = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * 30 + wa) * Math.PI / 180, cx = 890 + 112 * Math.cos(a), cy = 470 + 112 * Math.sin(a);
    spokes += `M890 470L${f(cx)} ${f(cy)}`; rim += `<circle cx="${f(cx)}" cy="${f(cy)}" r="7" fill="${i % 2 ? '#F472B6' : '#14B8A6'}"/>`;
  }
  o.push(`<path d="M890 470l-60 150M890 470l60 150" stroke="#0B0D26" stroke-width="9"/><circle cx="890" cy="470" r="112" fill="none" stroke="#F472B6" stroke-width="3" opacity=".8"/><path d="${spokes}" stroke="#A78BFA" stroke-width="1.5" opacity=".7"/>${rim}<circle cx="890" cy="470" r="9" fill="#FDE68A"/>`);
  o.push(`<path d="${windows.a}" fill="#FCD34D" opacity=".85"/><path d="${windows.b}" fill="#BFDBFE" opacity=".8"/><path d="${windows.c}" fill="#5EEAD4" opacity=".9"/>`);
  if (sign) {
    o.push(`<ellipse cx="640" cy="290" rx="400" ry="140" fill="url(#dim)"/><g font-family="${FONT}" font-weight="800" text-anchor="middle"><text x="640" y="300" font-size="150" fill="none" stroke="#F472B6" stroke-width="10" filter="url(#neon)" letter-spacing="4">2025</text>
<text x="640" y="300" font-size="150" fill="none" stroke="#FBCFE8" stroke-width="5" letter-spacing="4">2025</text>
<text x="640" y="360" font-size="30" font-weight="600" fill="#5EEAD4" letter-spacing="12">LAS VEGAS</text></g>`);
  }
  // ground + crowd
  o.push(`<rect y="600" width="${W}" height="120" fill="url(#ground)"/>`);
  o.push(`<g fill="#04040C">${crowd.map(([x, y, s, v], i) => {
    const bob = f(3 * Math.sin(ph * 2 + i));
    let p = `<circle cx="${f(x)}" cy="${f(y + bob)}" r="${f(s * 0.62)}"/><path d="M${f(x - s * 1.5)} 720c0-${f(720 - y - s * 1.3)} ${f(s * 0.5)}-${f(720 - y - s * 0.5)} ${f(s * 1.5)}-${f(720 - y - s * 0.5)}s${f(s * 1.5)} ${f(720 - y - s * 0.5 - (720 - y - s * 1.3))} ${f(s * 1.5)} ${f(720 - y - s * 1.3)}z" transform="translate(0 ${bob})"/>`;
    if (v > 0.72) { const hx = x + s * 1.1, hy = y - s * 1.6 + bob; p += `<path d="M${f(x + s * 0.9)} ${f(y + s + bob)}L${f(hx)} ${f(hy + 10)}" stroke="#04040C" stroke-width="7" stroke-linecap="round"/><path d="M${f(hx - 8)} ${f(hy - 10)}h16l-8 12z" fill="#FCD34D" opacity=".8"/><path d="M${f(hx)} ${f(hy + 2)}v8" stroke="#FCD34D" stroke-width="2" opacity=".8"/>`; }
    return p;
  }).join('')}</g>`);
  // string lights
  for (const [si, s] of strings.entries()) {
    o.push(`<path d="M${s.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}" fill="none" stroke="#1F1235" stroke-width="2"/>`);
    o.push(s.map(([x, y], i) => `<circle cx="${f(x)}" cy="${f(y + 9)}" r="${f(16 + 3 * Math.sin(ph * 3 + i * 1.7 + si))}" fill="url(#bulb)"/>`).join(''));
  }
  // bokeh (drifts up, wraps off-screen so the loop is seamless)
  o.push(bokeh.map((b) => {
    const span = H + 2 * b.rad, y = ((b.y - (t / LOOP) * span * b.k) % span + span) % span - b.rad;
    const x = b.x + b.sway * Math.sin(ph * b.k + b.ph);
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(b.rad)}" fill="url(#${bkId(b.c)})" opacity="${f(b.o)}"/>`;
  }).join(''));
  // confetti (falls, wraps)
  o.push(confetti.map((c) => {
    const span = H + 40, y = ((c.y0 * span + (t / LOOP) * span * c.k) % span) - 20;
    const x = c.x + 18 * Math.sin(ph * c.k * 2 + c.ph), a = c.rot + (t / LOOP) * 360 * c.spin;
    return `<rect x="${f(-c.w / 2)}" y="${f(-c.h / 2)}" width="${f(c.w)}" height="${f(c.h)}" fill="${c.c}" opacity=".9" transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})"/>`;
  }).join(''));
  if (title > 0) {
    o.push(`<g opacity="${f(title)}" font-family="${FONT}" text-anchor="middle" transform="translate(0 ${f((1 - title) * 14)})">
<ellipse cx="640" cy="270" rx="420" ry="130" fill="url(#dim)"/>
<text x="640" y="284" font-size="124" font-weight="800" fill="#F472B6" filter="url(#neon)" letter-spacing="-2">Las Vegas</text>
<text x="640" y="284" font-size="124" font-weight="800" fill="#fff" letter-spacing="-2">Las Vegas</text>
<text x="640" y="336" font-size="24" font-weight="600" fill="#5EEAD4" letter-spacing="9">EVENING RECEPTION</text></g>`);
  }
  return o.join('\n');
}

const wrap = (body, w, h, vb) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}">${defs}${body}</svg>`;
const smooth = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

if (process.argv[1] && process.argv[1].endsWith('vegas.mjs')) {
  const [cmd, out, fpsArg] = process.argv.slice(2);
  if (cmd === 'frames') {
    const fps = +(fpsArg || 24); mkdirSync(out, { recursive: true });
    for (let i = 0; i < LOOP * fps; i++) {
      const t = i / fps, title = smooth((t - 0.6) / 1.2) * (1 - smooth((t - 7.6) / 1.0));
      writeFileSync(`${out}/f${String(i).padStart(4, '0')}.svg`, wrap(scene(t, { title }), W, H, `0 0 ${W} ${H}`));
    }
  } else if (cmd === 'highlight') {
    writeFileSync(out, wrap(scene(2.2, { sign: true }), 800, 500, '64 0 1152 720'));
  } else {
    console.error('usage: vegas.mjs frames <dir> [fps] | highlight <out.svg>'); process.exit(1);
  }
}
