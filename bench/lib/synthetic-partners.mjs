// Synthetic partner documents for the build-scaling benchmark, written into a private copy of
// the site. Each one passes src/partners/schema.ts and carries the front matter sections and body
// of a real profile, so a synthetic page costs the build what a real one does.
import {readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parse, stringify} from 'yaml';

const PREFIX = 'synthetic-partner-';
const TEMPLATE_SLUG = 'grayscale';

/**
 * Makes the copy hold exactly `total` partner documents: the real ones plus synthetic ones
 * (previous synthetic documents are removed first).
 * @param {string} siteDir
 * @param {number} total
 * @returns {Promise<number>} how many synthetic documents were written
 */
export async function setPartnerCount(siteDir, total) {
  const partnersDir = path.join(siteDir, 'partners');
  const logosDir = path.join(siteDir, 'static/img/partners');
  for (const dir of [partnersDir, logosDir]) {
    for (const file of await readdir(dir)) {
      if (file.startsWith(PREFIX)) await rm(path.join(dir, file));
    }
  }
  const realDocuments = (await readdir(partnersDir)).filter((file) => /\.mdx?$/.test(file));
  const count = total - realDocuments.length;
  if (count < 0)
    throw new Error(`The site already has ${realDocuments.length} partner documents; cannot build with ${total}.`);

  const template = await readFile(path.join(partnersDir, `${TEMPLATE_SLUG}.mdx`), 'utf8');
  const [, templateFrontMatter, body] = /** @type {RegExpMatchArray} */ (
    template.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/)
  );
  const templateData = parse(templateFrontMatter);
  const templateName = String(templateData.name);
  const firstOrder =
    1 + Math.max(...(await Promise.all(realDocuments.map((file) => orderOf(path.join(partnersDir, file))))));

  for (let index = 1; index <= count; index += 1) {
    const number = String(index).padStart(4, '0');
    const slug = `${PREFIX}${number}`;
    // Letters, not digits: a figure in the text must be declared with its source (content rules).
    const name = `Synthetic Partner ${letters(index)}`;
    await writeFile(
      path.join(partnersDir, `${slug}.mdx`),
      document({slug, name, order: firstOrder + index, template: templateData, templateName, body}),
    );
    await writeFile(path.join(logosDir, `${slug}.svg`), logo(name));
  }
  return count;
}

/** @param {string} file */
async function orderOf(file) {
  return Number((await readFile(file, 'utf8')).match(/^order:\s*(\d+)/m)?.[1] ?? 0);
}

/**
 * The template's document under another name: its sections (feature cards, metrics, …) and body
 * are kept, with the name replaced; identity, placement and the texts the schema limits are set.
 * @param {{slug: string, name: string, order: number, template: Record<string, unknown>, templateName: string, body: string}} partner
 */
function document({slug, name, order, template, templateName, body}) {
  const highlights = [
    'Candidate conversations that stay inside the SAP system of record',
    'Screening and scheduling handled without manual follow-up',
    'Status updates that reach people the moment work moves forward',
    'Reporting kept alongside the data SAP customers already trust',
    'Built for teams where speed decides the outcome',
    'Co-sold with SAP account executives through Omnia',
  ];
  // Placement as the scaffold (scripts/new-partner.mjs) sets it: not in the members circle or the
  // service ring, which have a fixed size; in the marquee.
  const sections = JSON.parse(JSON.stringify(template).replaceAll(templateName, name));
  const frontMatter = {
    ...sections,
    name,
    logo: `/img/partners/${slug}.svg`,
    tagline: `${name} helps SAP customers hire and engage people faster`,
    description: `${name} is a generated profile for the build-scaling benchmark. It follows the partner contract.`,
    highlights,
    website: `https://www.${slug}.com`,
    order,
    members: false,
    marquee: true,
    serviceRing: false,
  };
  return `---\n${stringify(frontMatter, {lineWidth: 0})}---\n${body.replaceAll(templateName, name)}`;
}

/** 1 → "A", 26 → "Z", 27 → "AA": a partner number written without digits. */
function letters(/** @type {number} */ index) {
  let text = '';
  for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26))
    text = String.fromCharCode(65 + ((rest - 1) % 26)) + text;
  return text;
}

/** @param {string} name */
function logo(name) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60" role="img"><title>${name}</title><rect x="6" y="10" width="40" height="40" rx="9" fill="#1F2937"/><text x="56" y="38" font-family="sans-serif" font-size="14" font-weight="700" fill="#1F2937">${name}</text></svg>\n`;
}
