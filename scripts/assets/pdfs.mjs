// One-page A4 partner briefs, drawn as SVG (595x842 pt) and converted with `rsvg-convert -f pdf`.
// Usage: node scripts/assets/pdfs.mjs <outdir>   -> <outdir>/<name>.svg (one per PDF)
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {AMBER, BLUE, NAVY, TEAL, cards, feature, fits, h2, icons, page, panel, para} from './pdfKit.mjs';

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
