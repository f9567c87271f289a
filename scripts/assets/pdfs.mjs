// One-page A4 partner briefs, drawn as SVG (595x842 pt) and converted with `rsvg-convert -f pdf`.
// Usage: node scripts/assets/pdfs.mjs <outdir>   -> <outdir>/<name>.svg (one per PDF)
import {readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FONT = `Inter, 'Segoe UI', Helvetica, Arial, sans-serif`;
const NAVY = '#0B1F3A',
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
const para = (x, y, s, {size = 10, weight = 400, fill = INK, max = 515, lh = 1.45, ls = 0} = {}) => {
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

const icons = {
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

function page({kicker, title, subtitle, partner, partnerName, body}) {
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
const h2 = (y, label) =>
  `<text x="40" y="${y}" font-size="8.5" font-weight="700" fill="${BLUE}" letter-spacing="1.6">${esc(label)}</text><rect x="40" y="${y + 6}" width="24" height="2.5" rx="1.25" fill="${AMBER}"/>`;
const feature = (x, y, icon, color, title, text, max = 458) => {
  const [t, by] = para(x + 46, y + 27, text, {size: 9.5, max});
  return [
    `<circle cx="${x + 16}" cy="${y + 16}" r="16" fill="${color}"/><g transform="translate(${x + 16} ${y + 16})">${icons[icon]}</g>
<text x="${x + 46}" y="${y + 11}" font-size="11.5" font-weight="700" fill="${NAVY}">${esc(title)}</text>${t}`,
    by,
  ];
};
const cards = (y, h, items) => {
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

const fits = (bottom, name) => {
  if (bottom > 738) throw new Error(`${name}: content ends at ${bottom}, overlaps the footer`);
};
const panel = (y, heading, text) => {
  const [p, py] = para(96, y + 44, text, {size: 9.5, max: 440});
  return [
    `<rect x="40" y="${y}" width="515" height="${py - y + 22}" rx="12" fill="#FFF8EB" stroke="#FBE3B5"/>
<g transform="translate(58 ${y + 20}) scale(.4375)"><rect width="64" height="64" rx="15" fill="url(#tile)"/><circle cx="32" cy="32" r="15" fill="none" stroke="#fff" stroke-width="7.5"/><path d="M17 32a15 15 0 0 0 15 15" fill="none" stroke="${TEAL}" stroke-width="7.5"/><circle cx="43" cy="21" r="7.5" fill="${AMBER}" stroke="#0E6AC9" stroke-width="3"/></g>
<text x="96" y="${y + 28}" font-size="11.5" font-weight="700" fill="${NAVY}">${esc(heading)}</text>${p}`,
    py + 22,
  ];
};

// ---------------- Grayscale ----------------
function grayscale() {
  const body = (top) => {
    let y = top + 30,
      b = h2(y, 'RESULTS FOR SUCCESSFACTORS RECRUITING TEAMS');
    const stats = [
      ['36%', 'decrease in time-to-fill'],
      ['12 hrs', 'saved per requisition'],
      ['53%', 'less candidate ghosting'],
      ['20x', 'candidate engagement'],
    ];
    const w = (515 - 36) / 4;
    stats.forEach(([n, l], i) => {
      const x = 40 + i * (w + 12);
      b += `<rect x="${x}" y="${y + 20}" width="${w}" height="80" rx="10" fill="#F3F7FC" stroke="#DCE7F4"/>
<text x="${x + 14}" y="${y + 58}" font-size="28" font-weight="800" fill="${i % 2 ? TEAL : BLUE}" letter-spacing="-.8">${n}</text>`;
      b += para(x + 14, y + 79, l, {size: 9.5, weight: 600, fill: NAVY, max: w - 26, lh: 1.3})[0];
    });
    y += 128;
    b += h2(y, 'WHAT GRAYSCALE DOES');
    y += 20;
    let f;
    for (const [ic, col, t, x] of [
      [
        'chat',
        BLUE,
        'Two-way candidate texting',
        'Recruiters and candidates message each other by text, the channel candidates actually answer. Conversations stay tied to the candidate and the requisition, so the whole hiring team has the context.',
      ],
      [
        'cal',
        TEAL,
        'Automated scheduling',
        'Candidates choose interview times by text and receive reminders automatically. Reschedules are handled without a round of emails, so interviews happen sooner and fewer candidates drop out.',
      ],
      [
        'flow',
        AMBER,
        'Recruiter workflows inside SuccessFactors',
        'Message templates, bulk outreach and status-triggered updates run within SAP SuccessFactors Recruiting, where recruiters already work. No second system to learn or reconcile.',
      ],
    ]) {
      [f, y] = feature(40, y, ic, col, t, x);
      b += f;
      y += 20;
    }
    y += 10;
    b += h2(y, 'WHY THE OMNIA PARTNERSHIP');
    b += cards(y + 20, 754 - 24 - (y + 20), [
      [
        'Embedded operator',
        'Omnia runs Grayscale’s SAP partnership motion day to day: positioning, partner programs and field enablement.',
        BLUE,
      ],
      [
        'Co-sell with SAP',
        'Joint account planning with SAP account executives puts Grayscale in front of Recruiting customers at the right moment.',
        TEAL,
      ],
      [
        'Connected ecosystem',
        'Grayscale sits alongside complementary HR technology partners, so customers get solutions that work together.',
        AMBER,
      ],
    ]);
    return b;
  };
  return page({
    kicker: 'PARTNER BRIEF  ·  SAP SUCCESSFACTORS RECRUITING',
    title: 'Grayscale for SAP SuccessFactors Recruiting',
    subtitle:
      'Candidate texting, automated scheduling and recruiter workflows that keep hiring moving, built into SAP SuccessFactors.',
    partner: 'partners/grayscale.svg',
    partnerName: 'Grayscale',
    body,
  });
}

// ---------------- talenteam: Blend LXP ----------------
function blend() {
  const body = (top) => {
    let y = top + 30,
      b = h2(y, 'OVERVIEW');
    const [p, py] = para(
      40,
      y + 28,
      'Blend brings learning, skills and content together in one experience. Employees see what to learn next and why it matters for their role; HR and learning teams get a clear line from learning activity to the skills the business needs.',
      {size: 11, max: 515, fill: NAVY},
    );
    b += p;
    y = py + 30;
    b += h2(y, 'WHAT BLEND DELIVERS');
    y += 20;
    let f;
    for (const [ic, col, t, x] of [
      [
        'path',
        BLUE,
        'Skills-based learning paths',
        'Paths are built around the skills each role needs. Learners track progress against target skills, and managers assign paths to teams as priorities change.',
      ],
      [
        'stack',
        TEAL,
        'Content curation',
        'Internal courses, external libraries and expert-created material come together in one place. Curate collections by skill, role or initiative and keep the catalogue relevant as needs evolve.',
      ],
      [
        'plug',
        AMBER,
        'Integration with SAP SuccessFactors Learning',
        'Blend works alongside SAP SuccessFactors Learning. Assignments, completions and learning history stay connected, so HR keeps a single source of truth while employees get a modern experience.',
      ],
    ]) {
      [f, y] = feature(40, y, ic, col, t, x);
      b += f;
      y += 18;
    }
    y += 12;
    b += h2(y, 'BUILT FOR');
    b += cards(y + 20, 80, [
      ['HR and L&D leaders', 'Connect learning investment to workforce skills and strategic priorities.', BLUE],
      ['People managers', 'Guide team development with paths aligned to each role.', TEAL],
      ['Employees', 'One place to discover, follow and complete relevant learning.', AMBER],
    ]);
    const [pn, pb] = panel(
      y + 116,
      'Omnia and talenteam',
      'Omnia is talenteam’s embedded partner operator in the SAP ecosystem, co-selling Blend with SAP account teams to SAP SuccessFactors customers.',
    );
    b += pn;
    fits(pb, 'blend');
    return b;
  };
  return page({
    kicker: 'TALENTEAM  ·  SOLUTION BRIEF',
    title: 'Blend LXP — learning experience platform',
    subtitle:
      'Skills-based learning for SAP SuccessFactors customers, from talenteam: curated content, clear paths and one connected learning record.',
    partner: 'partners/talenteam.svg',
    partnerName: 'talenteam',
    body,
  });
}

// ---------------- talenteam: STS ----------------
function sts() {
  const body = (top) => {
    let y = top + 30,
      b = h2(y, 'OVERVIEW');
    const [p, py] = para(
      40,
      y + 28,
      'Skills Transformation Services is talenteam’s program for organisations that need to understand the skills they have, build the skills they need and bring their people with them.',
      {size: 11, max: 515, fill: NAVY},
    );
    b += p;
    y = py + 30;
    b += h2(y, 'HOW THE PROGRAM WORKS');
    const y0 = y + 22,
      w = (515 - 2 * 22) / 3,
      h = 232;
    [
      [
        'gauge',
        BLUE,
        'Skills assessment',
        [
          'Map current capabilities against roles and strategy.',
          'Identify critical gaps and adjacent skills.',
          'Give HR and business leaders a shared skills language.',
        ],
      ],
      [
        'up',
        TEAL,
        'Workforce reskilling programs',
        [
          'Targeted programs for priority roles and teams.',
          'A blend of learning formats, coaching and on-the-job practice.',
          'Aligned with SAP SuccessFactors learning and talent processes.',
        ],
      ],
      [
        'people',
        AMBER,
        'Change management',
        [
          'Stakeholder alignment and clear communication.',
          'Managers equipped to lead their teams through change.',
          'Adoption tracked and reinforced over time.',
        ],
      ],
    ].forEach(([ic, col, t, items], i) => {
      const x = 40 + i * (w + 22);
      b += `<clipPath id="cp${i}"><rect x="${x}" y="${y0}" width="${w}" height="${h}" rx="12"/></clipPath><rect x="${x}" y="${y0}" width="${w}" height="${h}" rx="12" fill="#F3F7FC" stroke="#DCE7F4"/><rect x="${x}" y="${y0}" width="${w}" height="5" fill="${col}" clip-path="url(#cp${i})"/>
<circle cx="${x + 30}" cy="${y0 + 42}" r="16" fill="${col}"/><g transform="translate(${x + 30} ${y0 + 42})">${icons[ic]}</g>`;
      const [tt, ty] = para(x + 14, y0 + 82, t, {size: 12, weight: 700, fill: NAVY, max: w - 28, lh: 1.25});
      b += tt;
      let yy = ty + 24;
      for (const it of items) {
        const [q, qy] = para(x + 26, yy, it, {size: 9.5, max: w - 42});
        b += `<circle cx="${x + 17}" cy="${yy - 3.5}" r="2.5" fill="${col}"/>` + q;
        yy = qy + 17;
      }
      if (i < 2)
        b += `<path d="M${x + w + 7} ${y0 + h / 2 - 6}l8 6-8 6" fill="none" stroke="${BLUE}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
    });
    const yo = y0 + h + 30;
    b += h2(yo, 'WHAT YOU GET');
    b += ['A clear view of workforce skills', 'Reskilling tied to business priorities', 'Change that lasts']
      .map((t, i) => {
        const x = 40 + i * 178;
        return (
          `<circle cx="${x + 9}" cy="${yo + 33}" r="9" fill="${[BLUE, TEAL, AMBER][i]}"/><path d="M${x + 5} ${yo + 33}l3 3 5-5.5" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>` +
          para(x + 26, yo + 37, t, {size: 10.5, weight: 600, fill: NAVY, max: 140, lh: 1.3})[0]
        );
      })
      .join('');
    const [pn, pb] = panel(
      yo + 62,
      'Omnia and talenteam',
      'Omnia is talenteam’s embedded partner operator in the SAP ecosystem, co-selling Skills Transformation Services with SAP account teams to SAP SuccessFactors customers.',
    );
    b += pn;
    fits(pb, 'sts');
    return b;
  };
  return page({
    kicker: 'TALENTEAM  ·  SERVICES BRIEF',
    title: 'STS — Skills Transformation Services',
    subtitle:
      'Skills assessment, workforce reskilling programs and change management that help SAP SuccessFactors customers build the workforce their strategy needs.',
    partner: 'partners/talenteam.svg',
    partnerName: 'talenteam',
    body,
  });
}

const outDir = process.argv[2] || '/tmp/omnia-pdf-src';
mkdirSync(outDir, {recursive: true});
writeFileSync(join(outDir, 'grayscale-sap-partner-brief.svg'), grayscale());
writeFileSync(join(outDir, 'talenteam-blend-lxp.svg'), blend());
writeFileSync(join(outDir, 'talenteam-sts.svg'), sts());
console.log('pdf sources written to', outDir);
