// Generates the Omnia logo/mark and the 13 partner logos as small, tidy SVGs. Every name is set
// in Inter and converted to outlines (type/outline.mjs), on the shared partner canvas
// (type/lockup.mjs), so no logo depends on the visitor's fonts.
// Usage: node scripts/assets/logos.mjs           writes into static/img/
//        node scripts/assets/logos.mjs --check   fails if a committed file differs from its source
import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {partnerLogo, wordmarkPaths} from './type/lockup.mjs';

const IMG = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'static', 'img');
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

const svg = (w, h, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="t">
  <title id="t">${title}</title>${body}</svg>`;

/** The header lockup: the 34-unit tile at (1, 1), "Omnia" beside it, 1 unit of padding around. */
function omniaLogo() {
  const tile = {left: 1, size: 34};
  const {paths, ink} = wordmarkPaths([{text: 'Omnia', weight: 700, fill: NAVY}], {
    x: tile.left + tile.size + 8,
    centre: tile.left + tile.size / 2,
    size: 24.5,
    tracking: -0.02,
  });
  const width = Math.ceil(ink.right + tile.left);
  return {
    width,
    svg: svg(
      width,
      36,
      'Omnia',
      `<g transform="translate(1 1) scale(${tile.size / 64})">${omniaMark('om')}</g>${paths}`,
    ),
  };
}

// ---------- Partners ----------
// Each mark is drawn in the 60-unit band (y 8–52); markInk is its leftmost and rightmost drawn x,
// strokes included (measured in Chromium: measure again after editing a mark). words are the
// wordmark's runs: a change of colour becomes its own <path>.
export const partners = {
  grayscale: {
    name: 'Grayscale',
    markInk: [6, 52],
    mark: `
    <path d="M15 12h28a9 9 0 0 1 9 9v12a9 9 0 0 1-9 9H22l-9 7v-7.6A9 9 0 0 1 6 33V21a9 9 0 0 1 9-9z" fill="#1F2937"/>
    <circle cx="18" cy="27" r="3.6" fill="#F3F4F6"/><circle cx="29" cy="27" r="3.6" fill="#B6BCC6"/>
    <circle cx="40" cy="27" r="3.6" fill="#6B7280"/>`,
    words: [{text: 'Grayscale', weight: 700, fill: '#1F2937'}],
  },

  partnertap: {
    name: 'PartnerTap',
    markInk: [7, 51],
    mark: `
    <circle cx="21" cy="30" r="14" fill="#4F46E5"/><circle cx="37" cy="30" r="14" fill="#38BDF8"/>
    <path d="M29 18.5a14 14 0 0 1 0 23a14 14 0 0 1 0-23z" fill="#312E81"/>`,
    words: [
      {text: 'Partner', weight: 700, fill: NAVY},
      {text: 'Tap', weight: 700, fill: '#4F46E5'},
    ],
  },

  'hr-focal-point': {
    name: 'HR Focal Point',
    markInk: [4.7, 51.3],
    mark: `
    <circle cx="28" cy="30" r="17" fill="none" stroke="#E11D48" stroke-width="4"/>
    <circle cx="28" cy="30" r="9.5" fill="none" stroke="#E11D48" stroke-width="4" opacity=".55"/>
    <circle cx="28" cy="30" r="4" fill="#E11D48"/>
    <path d="M28 8v7M28 45v7M6 30h7M43 30h7" stroke="#0B1F3A" stroke-width="2.5" stroke-linecap="round"/>`,
    words: [
      {text: 'HR', weight: 800, fill: '#E11D48'},
      {text: ' Focal Point', weight: 700, fill: NAVY},
    ],
  },

  codebot: {
    name: 'Codebot',
    markInk: [8, 48],
    mark: `
    <path d="M28 15V9" stroke="#059669" stroke-width="3" stroke-linecap="round"/><circle cx="28" cy="8" r="3.5" fill="#059669"/>
    <rect x="8" y="15" width="40" height="32" rx="9" fill="#059669"/>
    <path d="M20 25l-6 6 6 6M36 25l6 6-6 6M31 23l-6 16" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    words: [
      {text: 'Code', weight: 700, fill: '#064E3B'},
      {text: 'bot', weight: 400, fill: '#064E3B'},
    ],
  },

  'semos-cloud': {
    name: 'Semos Cloud',
    markInk: [5.4, 54.3],
    mark: `
    <path d="M17 44a11 11 0 0 1-1-22 13 13 0 0 1 25-3 10.5 10.5 0 0 1 1.5 25z" fill="#7C3AED"/>
    <path d="M29 22.5l2.5 5.3 5.7.7-4.2 4 1.1 5.7-5.1-2.8-5.1 2.8 1.1-5.7-4.2-4 5.7-.7z" fill="#FDE68A"/>`,
    words: [
      {text: 'Semos ', weight: 700, fill: '#4C1D95'},
      {text: 'Cloud', weight: 400, fill: NAVY},
    ],
  },

  sync2hire: {
    name: 'Sync2Hire',
    markInk: [10.2, 45.8],
    mark: `
    <path d="M12.5 27A16 16 0 0 1 41 19.5" fill="none" stroke="#EA580C" stroke-width="4.5" stroke-linecap="round"/>
    <path d="M44 12.5l-1 10.5-10.2-2.3z" fill="#EA580C"/>
    <path d="M43.5 33A16 16 0 0 1 15 40.5" fill="none" stroke="#FB923C" stroke-width="4.5" stroke-linecap="round"/>
    <path d="M12 47.5l1-10.5 10.2 2.3z" fill="#FB923C"/>
    <circle cx="28" cy="30" r="4.5" fill="#0B1F3A"/>`,
    words: [
      {text: 'Sync', weight: 700, fill: NAVY},
      {text: '2', weight: 700, fill: '#EA580C'},
      {text: 'Hire', weight: 700, fill: NAVY},
    ],
  },

  'ec-experts': {
    name: 'EC Experts',
    markInk: [8, 48],
    mark: `
    <path d="M28 7l20 11.5v23L28 53 8 41.5v-23z" fill="#2563EB"/>
    <path d="M28 24v5M19 35v-6h18v6" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>
    <circle cx="28" cy="21" r="4.5" fill="#fff"/><circle cx="19" cy="37" r="4" fill="#BFDBFE"/><circle cx="37" cy="37" r="4" fill="#BFDBFE"/>`,
    words: [
      {text: 'EC', weight: 700, fill: '#2563EB'},
      {text: ' Experts', weight: 700, fill: NAVY},
    ],
  },

  glider: {
    name: 'Glider',
    markInk: [6, 50],
    mark: `
    <path d="M6 33L50 12 30 48l-6-11z" fill="#0891B2"/>
    <path d="M50 12L24 37l-2 12 8-10z" fill="#67E8F9"/>`,
    words: [{text: 'Glider', weight: 700, fill: '#0E3A4F'}],
  },

  synerion: {
    name: 'Synerion',
    markInk: [8, 48],
    mark: `
    <circle cx="28" cy="30" r="20" fill="#1E3A8A"/>
    <circle cx="28" cy="30" r="14.7" fill="none" stroke="#fff" stroke-width="1.9" stroke-dasharray="1.9 5.8" opacity=".7"/>
    <path d="M28 30V17M28 30l8.8 5.9" stroke="#2DD4BF" stroke-width="3.6" stroke-linecap="round"/>
    <circle cx="28" cy="30" r="3" fill="#fff"/>`,
    words: [{text: 'Synerion', weight: 700, fill: '#1E3A8A'}],
  },

  benefitfocus: {
    name: 'Benefitfocus',
    markInk: [7.6, 48.4],
    mark: `
    <path d="M28 48C15 39 8 32 8 23.5A9.5 9.5 0 0 1 28 18a9.5 9.5 0 0 1 20 5.5C48 32 41 39 28 48z" fill="#DB2777"/>
    <path d="M28 24v13M21.5 30.5h13" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
    words: [
      {text: 'Benefit', weight: 700, fill: NAVY},
      {text: 'focus', weight: 700, fill: '#DB2777'},
    ],
  },

  taskhuman: {
    name: 'TaskHuman',
    markInk: [8, 48.5],
    mark: `
    <circle cx="28" cy="30" r="20" fill="#F59E0B"/>
    <circle cx="28" cy="23" r="6.5" fill="#fff"/>
    <path d="M16.5 42a11.5 11.5 0 0 1 23 0z" fill="#fff"/>
    <circle cx="42.5" cy="15.5" r="5" fill="#B45309" stroke="#fff" stroke-width="2"/>`,
    words: [
      {text: 'Task', weight: 400, fill: NAVY},
      {text: 'Human', weight: 800, fill: NAVY},
    ],
  },

  talenteam: {
    name: 'talenteam',
    markInk: [8, 47],
    mark: `
    <path d="M28 50V30" stroke="#3F6212" stroke-width="3.5" stroke-linecap="round"/>
    <path d="M28 32C28 20 20 13 8 13c0 12 8 19 20 19z" fill="#84CC16"/>
    <path d="M28 28c0-10 7-17 19-17 0 10-7 17-19 17z" fill="#4D7C0F"/>`,
    words: [{text: 'talenteam', weight: 700, fill: '#365314'}],
  },

  'hr-path': {
    name: 'HR Path',
    markInk: [6, 50],
    mark: `
    <rect x="6" y="8" width="44" height="44" rx="12" fill="#0B1F3A"/>
    <path d="M16 44c0-9 24-5 24-14s-16-6-16-12" fill="none" stroke="#2DD4BF" stroke-width="4.5" stroke-linecap="round"/>
    <circle cx="24" cy="17" r="4.5" fill="#F59E0B"/>`,
    words: [
      {text: 'HR ', weight: 800, fill: NAVY},
      {text: 'Path', weight: 800, fill: '#0D9488'},
    ],
  },
};

/** Every file this script owns, by path under static/img/, with its content. */
export function renderLogos() {
  const files = new Map([
    ['logos/omnia-mark.svg', svg(64, 64, 'Omnia', omniaMark('om'))],
    ['favicon.svg', svg(64, 64, 'Omnia', omniaMark('om'))],
    ['logos/omnia.svg', omniaLogo().svg],
    ...Object.entries(partners).map(([slug, logo]) => [`partners/${slug}.svg`, partnerLogo(logo).svg]),
  ]);
  return new Map([...files].map(([file, content]) => [file, content.replace(/\n\s*/g, '') + '\n']));
}

function main() {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [file, content] of renderLogos()) {
    const target = join(IMG, file);
    if (!check) writeFileSync(target, content);
    else if (readFileSync(target, 'utf8') !== content) stale.push(`static/img/${file}`);
  }
  if (stale.length > 0) {
    console.error(`Out of date with scripts/assets/logos.mjs (run it to regenerate): ${stale.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(check ? 'logos up to date' : 'logos written');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
