// Generates the Omnia logo/mark and the 13 partner wordmarks as small, tidy SVGs.
// Usage: node scripts/assets/logos.mjs   (writes into static/img/)
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = (p, s) => writeFileSync(join(root, 'static/img', p), s.replace(/\n\s*/g, '') + '\n');
const FONT = `Inter, 'Segoe UI', Helvetica, Arial, sans-serif`;
const NAVY = '#0B1F3A';

// ---------- Omnia ----------
// Mark: blue tile, white "O" ring, teal arc (the ecosystem), amber node (the vendor joining it).
const omniaMark = (id) => `
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1984E6"/><stop offset="1" stop-color="#0A5CB4"/></linearGradient></defs>
  <rect width="64" height="64" rx="15" fill="url(#${id})"/>
  <circle cx="32" cy="32" r="15" fill="none" stroke="#fff" stroke-width="7.5"/>
  <path d="M17 32a15 15 0 0 0 15 15" fill="none" stroke="#14B8A6" stroke-width="7.5"/>
  <circle cx="43" cy="21" r="7.5" fill="#F59E0B" stroke="#0E6AC9" stroke-width="3"/>`;

const svg = (w, h, title, body, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="t"${extra}>
  <title id="t">${title}</title>${body}</svg>`;

out('logos/omnia-mark.svg', svg(64, 64, 'Omnia', omniaMark('om')));
out('favicon.svg', svg(64, 64, 'Omnia', omniaMark('om')));
out('logos/omnia.svg', svg(140, 36, 'Omnia',
  `<g transform="translate(1 1) scale(.53125)">${omniaMark('om')}</g>
   <text x="44" y="26.5" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="-.4" fill="${NAVY}" textLength="84">Omnia</text>`));

// ---------- Partners (200x60 canvas, mark in the left 56px, wordmark from x=60) ----------
const T = (x, y, size, weight, fill, len, content, more = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" textLength="${len}"${more}>${content}</text>`;

const partners = {
  grayscale: ['Grayscale', `
    <path d="M15 12h28a9 9 0 0 1 9 9v12a9 9 0 0 1-9 9H22l-9 7v-7.6A9 9 0 0 1 6 33V21a9 9 0 0 1 9-9z" fill="#1F2937"/>
    <circle cx="18" cy="27" r="3.6" fill="#F3F4F6"/><circle cx="29" cy="27" r="3.6" fill="#B6BCC6"/>
    <circle cx="40" cy="27" r="3.6" fill="#6B7280"/>`,
    T(60, 38, 24, 700, '#1F2937', 124, 'Grayscale', ' letter-spacing="-.3"')],

  partnertap: ['PartnerTap', `
    <circle cx="21" cy="30" r="14" fill="#4F46E5"/><circle cx="37" cy="30" r="14" fill="#38BDF8"/>
    <path d="M29 18.5a14 14 0 0 1 0 23a14 14 0 0 1 0-23z" fill="#312E81"/>`,
    T(60, 38, 23, 700, NAVY, 128, `Partner<tspan fill="#4F46E5">Tap</tspan>`, ' letter-spacing="-.3"')],

  'hr-focal-point': ['HR Focal Point', `
    <circle cx="28" cy="30" r="17" fill="none" stroke="#E11D48" stroke-width="4"/>
    <circle cx="28" cy="30" r="9.5" fill="none" stroke="#E11D48" stroke-width="4" opacity=".55"/>
    <circle cx="28" cy="30" r="4" fill="#E11D48"/>
    <path d="M28 8v7M28 45v7M6 30h7M43 30h7" stroke="#0B1F3A" stroke-width="2.5" stroke-linecap="round"/>`,
    T(60, 37, 18.5, 600, NAVY, 134, `<tspan font-weight="800" fill="#E11D48">HR</tspan> Focal Point`)],

  codebot: ['Codebot', `
    <path d="M28 15V9" stroke="#059669" stroke-width="3" stroke-linecap="round"/><circle cx="28" cy="8" r="3.5" fill="#059669"/>
    <rect x="8" y="15" width="40" height="32" rx="9" fill="#059669"/>
    <path d="M20 25l-6 6 6 6M36 25l6 6-6 6M31 23l-6 16" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    T(60, 38, 24, 700, '#064E3B', 104, `Code<tspan font-weight="400">bot</tspan>`, ' letter-spacing="-.2"')],

  'semos-cloud': ['Semos Cloud', `
    <path d="M17 44a11 11 0 0 1-1-22 13 13 0 0 1 25-3 10.5 10.5 0 0 1 1.5 25z" fill="#7C3AED"/>
    <path d="M29 22.5l2.5 5.3 5.7.7-4.2 4 1.1 5.7-5.1-2.8-5.1 2.8 1.1-5.7-4.2-4 5.7-.7z" fill="#FDE68A"/>`,
    T(60, 38, 22, 700, '#4C1D95', 130, `Semos <tspan font-weight="400" fill="${NAVY}">Cloud</tspan>`, ' letter-spacing="-.2"')],

  sync2hire: ['Sync2Hire', `
    <path d="M12.5 27A16 16 0 0 1 41 19.5" fill="none" stroke="#EA580C" stroke-width="4.5" stroke-linecap="round"/>
    <path d="M44 12.5l-1 10.5-10.2-2.3z" fill="#EA580C"/>
    <path d="M43.5 33A16 16 0 0 1 15 40.5" fill="none" stroke="#FB923C" stroke-width="4.5" stroke-linecap="round"/>
    <path d="M12 47.5l1-10.5 10.2 2.3z" fill="#FB923C"/>
    <circle cx="28" cy="30" r="4.5" fill="#0B1F3A"/>`,
    T(60, 38, 23, 700, NAVY, 118, `Sync<tspan fill="#EA580C">2</tspan>Hire`, ' letter-spacing="-.3"')],

  'ec-experts': ['EC Experts', `
    <path d="M28 7l20 11.5v23L28 53 8 41.5v-23z" fill="#2563EB"/>
    <path d="M28 24v5M19 35v-6h18v6" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>
    <circle cx="28" cy="21" r="4.5" fill="#fff"/><circle cx="19" cy="37" r="4" fill="#BFDBFE"/><circle cx="37" cy="37" r="4" fill="#BFDBFE"/>`,
    T(60, 38, 23, 700, NAVY, 122, `<tspan fill="#2563EB">EC</tspan> Experts`, ' letter-spacing="-.2"')],

  glider: ['Glider', `
    <path d="M6 33L50 12 30 48l-6-11z" fill="#0891B2"/>
    <path d="M50 12L24 37l-2 12 8-10z" fill="#67E8F9"/>`,
    T(60, 39, 27, 600, '#0E3A4F', 78, 'Glider', ' letter-spacing=".5"')],

  synerion: ['Synerion', `
    <circle cx="28" cy="30" r="17" fill="#1E3A8A"/>
    <circle cx="28" cy="30" r="12.5" fill="none" stroke="#fff" stroke-width="1.6" stroke-dasharray="1.6 4.94" opacity=".7"/>
    <path d="M28 30V19M28 30l7.5 5" stroke="#2DD4BF" stroke-width="3.2" stroke-linecap="round"/>
    <circle cx="28" cy="30" r="2.6" fill="#fff"/>`,
    T(60, 38, 22, 600, '#1E3A8A', 110, 'Synerion', ' letter-spacing=".8"')],

  benefitfocus: ['Benefitfocus', `
    <path d="M28 48C15 39 8 32 8 23.5A9.5 9.5 0 0 1 28 18a9.5 9.5 0 0 1 20 5.5C48 32 41 39 28 48z" fill="#DB2777"/>
    <path d="M28 24v13M21.5 30.5h13" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
    T(60, 37, 20, 700, NAVY, 132, `Benefit<tspan fill="#DB2777">focus</tspan>`, ' letter-spacing="-.3"')],

  taskhuman: ['TaskHuman', `
    <circle cx="28" cy="30" r="20" fill="#F59E0B"/>
    <circle cx="28" cy="23" r="6.5" fill="#fff"/>
    <path d="M16.5 42a11.5 11.5 0 0 1 23 0z" fill="#fff"/>
    <circle cx="42.5" cy="15.5" r="5" fill="#B45309" stroke="#fff" stroke-width="2"/>`,
    T(60, 38, 22, 400, NAVY, 124, `Task<tspan font-weight="800">Human</tspan>`, ' letter-spacing="-.2"')],

  talenteam: ['talenteam', `
    <path d="M28 50V30" stroke="#3F6212" stroke-width="3.5" stroke-linecap="round"/>
    <path d="M28 32C28 20 20 13 8 13c0 12 8 19 20 19z" fill="#84CC16"/>
    <path d="M28 28c0-10 7-17 19-17 0 10-7 17-19 17z" fill="#4D7C0F"/>`,
    T(60, 37, 24, 600, '#365314', 116, 'talenteam', ' letter-spacing="-.4"')],

  'hr-path': ['HR Path', `
    <rect x="6" y="8" width="44" height="44" rx="12" fill="#0B1F3A"/>
    <path d="M16 44c0-9 24-5 24-14s-16-6-16-12" fill="none" stroke="#2DD4BF" stroke-width="4.5" stroke-linecap="round"/>
    <circle cx="24" cy="17" r="4.5" fill="#F59E0B"/>`,
    T(60, 39, 27, 800, NAVY, 104, `HR <tspan fill="#0D9488">Path</tspan>`, ' letter-spacing="-.5"')],
};

for (const [slug, [name, mark, text]] of Object.entries(partners)) {
  out(`partners/${slug}.svg`, svg(200, 60, name, mark + text));
}
console.log('logos written');
