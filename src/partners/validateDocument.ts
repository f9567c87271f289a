/**
 * The one validation of a partner document, shared by the build's front matter hook (and so the
 * dev server), the partner-directory plugin and `npm run check:content`: the same problems, the
 * same words, wherever a writer meets them. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import {
  duplicateProblems,
  fileNameProblems,
  companyOverviewProblems,
  logoProblems,
  pdfProblems,
  phraseBreakProblems,
  placeholderProblems,
  placementProblems,
  structureProblems,
  type PartnerDocument,
} from './contentRules';
import {undeclaredFigureProblems} from './figures';
import {mdxBodyProblems} from './mdxBody';
import {frontMatterLocator, PartnerDocumentError, schemaProblems, type Problem} from './problems';
import {partnerFrontMatterSchema, slugFromPath, type PartnerFrontMatter} from './schema';

type YamlError = Error & {reason?: string; mark?: {line: number; buffer?: string}};

/** A YAML mistake (usually indentation), placed at its line in the file. */
export function yamlProblem(error: YamlError, file: string): Problem {
  const reason = (error.reason ?? error.message.split('\n')[0]).trim();
  return {
    file,
    // The YAML starts on line 2, after "---"; gray-matter hands js-yaml the text from that "\n" on.
    line: error.mark ? error.mark.line + (error.mark.buffer?.startsWith('\n') ? 1 : 2) : undefined,
    field: 'front matter',
    message: `the front matter is not valid YAML: ${reason}.`,
    fix:
      'Check the indentation at this line and the one above: nested fields use two more spaces than their parent, ' +
      'list items start with "- " at the same depth, and a value containing ": " needs double quotes.',
    blocksBuild: true,
  };
}

/** A document as the rules read it: the front matter data and where each field is. */
export function partnerDocument(file: string, raw: string, data: Record<string, unknown>): PartnerDocument {
  return {file, slug: slugFromPath(file), raw, data, lineOf: frontMatterLocator(raw)};
}

/** Validates front matter alone against the contract; throws the same problem blocks as the build. */
export function parsePartnerFrontMatter(frontMatter: unknown, file: string, raw = ''): PartnerFrontMatter {
  const result = partnerFrontMatterSchema.safeParse(frontMatter);
  if (result.success) return result.data;
  const doc = partnerDocument(file, raw, (frontMatter ?? {}) as Record<string, unknown>);
  throw new PartnerDocumentError(schemaProblems(result.error, doc.data, file, doc.lineOf));
}

/** Every problem in one document, given its already-parsed front matter. */
export async function documentProblems(doc: PartnerDocument, staticDir: string): Promise<Problem[]> {
  const parsed = partnerFrontMatterSchema.safeParse(doc.data);
  const contract = parsed.success ? [] : schemaProblems(parsed.error, doc.data, doc.file, doc.lineOf);
  return [
    ...fileNameProblems(doc),
    ...contract,
    ...logoProblems(doc, staticDir),
    ...pdfProblems(doc, staticDir),
    ...(await mdxBodyProblems(doc.raw, doc.data, doc.file)),
    ...structureProblems(doc),
    ...placeholderProblems(doc),
    ...phraseBreakProblems(doc),
    // Figures are read from valid metrics and statistics only; a broken one is reported above.
    ...(parsed.success ? undeclaredFigureProblems(doc.raw, doc.data, doc.file) : []),
    ...companyOverviewProblems(doc),
  ];
}

/** The problems that concern several documents at once: shared order, name or file, layout counts. */
export function collectionProblems(documents: PartnerDocument[]): Problem[] {
  return [
    ...duplicateProblems(documents, 'slug'),
    ...duplicateProblems(documents, 'name'),
    ...duplicateProblems(documents, 'order'),
    ...placementProblems(documents, 'members'),
    ...placementProblems(documents, 'serviceRing'),
  ];
}

export type PartnersCheck = {documents: number; problems: Problem[]};

/** One document (partners/<slug>.mdx or a translation of it) as `npm run check:content` reads it. */
export async function checkPartnerFile(
  siteDir: string,
  file: string,
): Promise<{doc?: PartnerDocument; problems: Problem[]}> {
  const raw = fs.readFileSync(path.join(siteDir, file), 'utf8');
  let data: Record<string, unknown>;
  try {
    data = matter(raw).data as Record<string, unknown>;
  } catch (error) {
    return {problems: [...fileNameProblems(partnerDocument(file, raw, {})), yamlProblem(error as YamlError, file)]};
  }
  const doc = partnerDocument(file, raw, data);
  return {doc, problems: await documentProblems(doc, path.join(siteDir, 'static'))};
}

/** Checks every document in `partnersDir`, as `npm run check:content` does. */
export async function checkPartners(siteDir: string): Promise<PartnersCheck> {
  const files = fs
    .readdirSync(path.join(siteDir, 'partners'))
    .filter((name) => /\.mdx?$/.test(name))
    .sort();
  const documents: PartnerDocument[] = [];
  const problems: Problem[] = [];
  for (const name of files) {
    const {doc, problems: found} = await checkPartnerFile(siteDir, `partners/${name}`);
    if (doc) documents.push(doc);
    problems.push(...found);
  }
  problems.push(...collectionProblems(documents));
  return {documents: files.length, problems};
}
