// The page kit of the partner briefs (scripts/assets/pdfs.mjs): colours, Inter's approximate
// widths for wrapping, and the blocks every brief is laid out from.
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FONT = `Inter, 'Segoe UI', Helvetica, Arial, sans-serif`;
export const NAVY = '#0B1F3A',
  BLUE = '#0A6ED1',
  TEAL = '#14B8A6',
  AMBER = '#F59E0B',
  INK = '#334155';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

// Approximate Inter advance widths (em) for wrapping.
const narrow = "iljtfr.,:;'!|I ",
  wide = 'mwMW',
  caps = 'ABCDEFGHJKLNOPQRSTUVXYZ';
const cw = (c, bold) =>
  (narrow.includes(c) ? 0.3 : wide.includes(c) ? 0.86 : caps.includes(c) ? 0.68 : c === '—' ? 0.9 : 0.56) +
  (bold ? 0.03 : 0);
const width = (s, size, bold) => [...s].reduce((a, c) => a + cw(c, bold), 0) * size;
const wrap = (s, size, max, bold) => {
  const lines = [];
  let cur = '';
  for (const w of s.split(' ')) {
    const t = cur ? cur + ' ' + w : w;
    if (width(t, size, bold) > max && cur) {
      lines.push(cur);
      cur = w;
    } else cur = t;
  }
  return [...lines, cur];
};
// Paragraph: returns [svg, bottomY]
export const para = (x, y, s, {size = 10, weight = 400, fill = INK, max = 515, lh = 1.45, ls = 0} = {}) => {
  const lines = wrap(s, size, max, weight >= 600);
  const svg = `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}"${ls ? ` letter-spacing="${ls}"` : ''}>${lines.map((l, i) => `<tspan x="${x}" dy="${i ? size * lh : 0}">${esc(l)}</tspan>`).join('')}</text>`;
  return [svg, y + (lines.length - 1) * size * lh];
};
const logo = (slug) =>
  readFileSync(join(root, 'static/img', slug), 'utf8')
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<title[^<]*<\/title>/, '')
    .replace(/ role="img" aria-labelledby="t"/, '');
const nest = (svg, x, y, w, h) =>
  svg.replace('<svg ', `<svg x="${x}" y="${y}" `).replace(/width="\d+" height="\d+"/, `width="${w}" height="${h}"`);

export const icons = {
  chat: `<path d="M-7-6h14a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-8l-5 4v-4a3 3 0 0 1-4-3v-6a3 3 0 0 1 3-3z" fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/>`,
  cal: `<rect x="-8" y="-7" width="16" height="15" rx="2.5" fill="none" stroke="#fff" stroke-width="1.8"/><path d="M-8-2h16M-4-10v5M4-10v5" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>`,
  flow: `<circle cx="-5" cy="-5" r="3" fill="none" stroke="#fff" stroke-width="1.8"/><circle cx="5" cy="5" r="3" fill="none" stroke="#fff" stroke-width="1.8"/><path d="M-5-2v3a4 4 0 0 0 4 4h3" fill="none" stroke="#fff" stroke-width="1.8"/>`,
  path: `<path d="M-8 7c0-6 14-3 14-9s-8-4-8-8" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/><circle cx="-2" cy="-10" r="2.5" fill="#fff"/>`,
  stack: `<path d="M0-9l9 4.5L0 0l-9-4.5z" fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/><path d="M-9 0.5L0 5l9-4.5M-9 5L0 9.5 9 5" fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/>`,
  plug: `<path d="M-4-10v6M4-10v6M-8-4h16v3a8 8 0 0 1-16 0z" fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/><path d="M0 7v4" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>`,
  gauge: `<path d="M-9 5a9 9 0 1 1 18 0" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/><path d="M0 5l5-7" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`,
  up: `<path d="M-9 8l6-6 4 4 8-9" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/><path d="M3-4h6v6" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
  people: `<circle cx="-4" cy="-4" r="3.5" fill="none" stroke="#fff" stroke-width="1.8"/><circle cx="6" cy="-3" r="2.8" fill="none" stroke="#fff" stroke-width="1.6"/><path d="M-11 9a7 7 0 0 1 14 0M5 3a5.5 5.5 0 0 1 7 6" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>`,
};

export function page({kicker, title, subtitle, partner, partnerName, body}) {
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 595 842" font-family="${FONT}">
<title>${esc(title)}</title>
<defs><linearGradient id="hd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="#0A56A8"/></linearGradient>
<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1984E6"/><stop offset="1" stop-color="#0A5CB4"/></linearGradient>
<linearGradient id="bar" x1="0" x2="1"><stop offset="0" stop-color="${BLUE}"/><stop offset=".6" stop-color="${TEAL}"/><stop offset="1" stop-color="${AMBER}"/></linearGradient></defs>
<rect width="595" height="842" fill="#fff"/>
<rect width="595" height="HEADER_H" fill="url(#hd)"/>
<g fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="1.5"><circle cx="540" cy="190" r="70"/><circle cx="540" cy="190" r="120"/><circle cx="540" cy="190" r="170"/></g>
<g transform="translate(40 36) scale(.4375)"><rect width="64" height="64" rx="15" fill="url(#tile)" stroke="#fff" stroke-opacity=".25" stroke-width="2"/><circle cx="32" cy="32" r="15" fill="none" stroke="#fff" stroke-width="7.5"/><path d="M17 32a15 15 0 0 0 15 15" fill="none" stroke="${TEAL}" stroke-width="7.5"/><circle cx="43" cy="21" r="7.5" fill="${AMBER}" stroke="#0E6AC9" stroke-width="3"/></g>
<text x="76" y="56" font-size="17" font-weight="700" fill="#fff" letter-spacing="-.3">Omnia</text>
<rect x="405" y="30" width="150" height="45" rx="8" fill="#fff"/>${nest(logo(partner), 410, 32.5, 133, 40)}
<text x="40" y="106" font-size="8.5" font-weight="700" fill="#5EEAD4" letter-spacing="1.6">${esc(kicker)}</text>`;
  const [t, ty] = para(40, 136, title, {size: 24, weight: 800, fill: '#fff', max: 500, lh: 1.18, ls: -0.4});
  const [st, sy] = para(40, ty + 26, subtitle, {size: 11, fill: '#CFE3F8', max: 470});
  s = s.replace('HEADER_H', Math.ceil(sy + 26));
  s += t + st + body(sy + 26);
  s += `<rect y="754" width="595" height="88" fill="${NAVY}"/><rect y="754" width="595" height="4" fill="url(#bar)"/>
<text x="40" y="786" font-size="13" font-weight="700" fill="#fff">Grow with SAP through Omnia</text>
<text x="40" y="805" font-size="9.5" fill="#CFE3F8">Join the ecosystem or talk to our team at <tspan font-weight="700" fill="#5EEAD4">/join-ecosystem</tspan> on the Omnia website.</text>
<text x="40" y="826" font-size="7" fill="#8FA6C4">${esc(partnerName)} is an Omnia ecosystem partner. SAP and SAP SuccessFactors are trademarks or registered trademarks of SAP SE in Germany and other countries.</text>
</svg>\n`;
  return s;
}
export const h2 = (y, label) =>
  `<text x="40" y="${y}" font-size="8.5" font-weight="700" fill="${BLUE}" letter-spacing="1.6">${esc(label)}</text><rect x="40" y="${y + 6}" width="24" height="2.5" rx="1.25" fill="${AMBER}"/>`;
export const feature = (x, y, icon, color, title, text, max = 458) => {
  const [t, by] = para(x + 46, y + 27, text, {size: 9.5, max});
  return [
    `<circle cx="${x + 16}" cy="${y + 16}" r="16" fill="${color}"/><g transform="translate(${x + 16} ${y + 16})">${icons[icon]}</g>
<text x="${x + 46}" y="${y + 11}" font-size="11.5" font-weight="700" fill="${NAVY}">${esc(title)}</text>${t}`,
    by,
  ];
};
export const cards = (y, h, items) => {
  const w = (515 - 12 * (items.length - 1)) / items.length;
  return items
    .map(([title, text, color], i) => {
      const x = 40 + i * (w + 12);
      const [tt, ty] = para(x + 14, y + 28, title, {size: 11, weight: 700, fill: NAVY, max: w - 28, lh: 1.25});
      const [p] = para(x + 14, ty + 18, text, {size: 9, max: w - 28});
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#F3F7FC" stroke="#DCE7F4"/><rect x="${x + 14}" y="${y + 12}" width="18" height="3" rx="1.5" fill="${color}"/>${tt}${p}`;
    })
    .join('');
};

export const fits = (bottom, name) => {
  if (bottom > 738) throw new Error(`${name}: content ends at ${bottom}, overlaps the footer`);
};
export const panel = (y, heading, text) => {
  const [p, py] = para(96, y + 44, text, {size: 9.5, max: 440});
  return [
    `<rect x="40" y="${y}" width="515" height="${py - y + 22}" rx="12" fill="#FFF8EB" stroke="#FBE3B5"/>
<g transform="translate(58 ${y + 20}) scale(.4375)"><rect width="64" height="64" rx="15" fill="url(#tile)"/><circle cx="32" cy="32" r="15" fill="none" stroke="#fff" stroke-width="7.5"/><path d="M17 32a15 15 0 0 0 15 15" fill="none" stroke="${TEAL}" stroke-width="7.5"/><circle cx="43" cy="21" r="7.5" fill="${AMBER}" stroke="#0E6AC9" stroke-width="3"/></g>
<text x="96" y="${y + 28}" font-size="11.5" font-weight="700" fill="${NAVY}">${esc(heading)}</text>${p}`,
    py + 22,
  ];
};
