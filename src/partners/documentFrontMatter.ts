/**
 * What the build does with a partner document (docusaurus.config.ts, markdown.parseFrontMatter,
 * which the dev server also runs on every save): validate the whole document with the shared
 * validation (./validateDocument.ts), stop on a problem that would break the page, read the logo's
 * size from the file once, and derive the Docusaurus keys so writers never repeat themselves.
 * Runs in Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {svgSize} from '../lib/svgSize';
import {documentTranslationProblems} from '../translations/documents';
import {translationOf} from '../translations/files';
import {withTranslationProblems} from '../translations/problems';
import type {PartnerDocument} from './contentRules';
import {PartnerDocumentError, schemaProblems} from './problems';
import {partnerFrontMatterSchema, partnerPageFrontMatterSchema} from './schema';
import {documentProblems, partnerDocument, yamlProblem} from './validateDocument';

type ParsedFrontMatter = {frontMatter: Record<string, unknown>; content: string};

export type PartnerDocumentInput = {
  /** partners/<slug>.mdx (or a translation, i18n/<locale>/docusaurus-plugin-content-docs/current/<slug>.mdx), as messages name it. */
  file: string;
  /** The whole file. */
  fileContent: string;
  staticDir: string;
  /** Docusaurus's own front matter parser (YAML). */
  parse: () => Promise<ParsedFrontMatter>;
};

/** What the hook hands Docusaurus: the page's front matter and the Docusaurus keys derived from it. */
export const partnerDocumentFrontMatterSchema = partnerPageFrontMatterSchema.extend({
  title: z.string(),
  hide_title: z.literal(true),
  hide_table_of_contents: z.literal(true),
});

export type PartnerDocumentFrontMatter = z.infer<typeof partnerDocumentFrontMatterSchema>;

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
  // A translation (i18n/<locale>/…) is also held to its English document's facts and components.
  const translation = translationOf(file);
  const problems = withTranslationProblems(
    await documentProblems(doc, staticDir),
    translation?.kind === 'partner'
      ? documentTranslationProblems(path.dirname(staticDir), {
          kind: 'partner',
          file,
          source: fileContent,
          english: translation.english,
        })
      : [],
  ).filter((problem) => problem.blocksBuild);
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

/**
 * The front matter of a document Docusaurus has loaded, typed by the contract that the hook above
 * wrote it to. Docusaurus hands plugins front matter as a plain record; parsing it with the schema,
 * not asserting its type, is what makes the types true. It fails only if a document reached
 * Docusaurus without this hook, and then says what is wrong with it in the writer's words.
 */
export function loadedPartnerFrontMatter(doc: PartnerDocument): PartnerDocumentFrontMatter {
  const result = partnerDocumentFrontMatterSchema.safeParse(doc.data);
  if (result.success) return result.data;
  throw new PartnerDocumentError(
    schemaProblems(result.error, doc.data, doc.file, doc.lineOf, partnerDocumentFrontMatterSchema),
  );
}
