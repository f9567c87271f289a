/**
 * What the build does with a partner document (docusaurus.config.ts, markdown.parseFrontMatter,
 * which the dev server also runs on every save): validate the whole document with the shared
 * validation (./validateDocument.ts), stop on a problem that would break the page, read the logo's
 * size from the file once, and derive the Docusaurus keys so writers never repeat themselves.
 * Runs in Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {svgSize} from '../lib/svgSize';
import {PartnerDocumentError} from './problems';
import {partnerFrontMatterSchema, type PartnerPageFrontMatter} from './schema';
import {documentProblems, partnerDocument, yamlProblem} from './validateDocument';

type ParsedFrontMatter = {frontMatter: Record<string, unknown>; content: string};

export type PartnerDocumentInput = {
  /** partners/<slug>.mdx, as messages name it. */
  file: string;
  /** The whole file. */
  fileContent: string;
  staticDir: string;
  /** Docusaurus's own front matter parser (YAML). */
  parse: () => Promise<ParsedFrontMatter>;
};

export type PartnerDocumentFrontMatter = PartnerPageFrontMatter & {
  title: string;
  hide_title: true;
  hide_table_of_contents: true;
};

/** Parses and validates one partner document; throws a PartnerDocumentError listing every problem that blocks the build. */
export async function partnerDocumentFrontMatter({
  file,
  fileContent,
  staticDir,
  parse,
}: PartnerDocumentInput): Promise<ParsedFrontMatter & {frontMatter: PartnerDocumentFrontMatter}> {
  let parsed: ParsedFrontMatter;
  try {
    parsed = await parse();
  } catch (error) {
    throw new PartnerDocumentError([yamlProblem(error as Error, file)]);
  }
  const doc = partnerDocument(file, fileContent, parsed.frontMatter);
  const problems = (await documentProblems(doc, staticDir)).filter((problem) => problem.blocksBuild);
  if (problems.length > 0) throw new PartnerDocumentError(problems);

  const partner = partnerFrontMatterSchema.parse(parsed.frontMatter);
  const logoFile = path.join(staticDir, partner.logo);
  return {
    ...parsed,
    frontMatter: {
      ...partner,
      logoSize: svgSize(fs.readFileSync(logoFile, 'utf8'), partner.logo),
      title: partner.name,
      hide_title: true,
      hide_table_of_contents: true,
    },
  };
}
