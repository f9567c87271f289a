/**
 * Checks the MDX body of a partner document the way the build will read it: the syntax (parsed
 * and compiled with @mdx-js/mdx, which Docusaurus ships), the components it places and their
 * props, and that every section it places has its data in front matter. Node only.
 */
import {createRequire} from 'node:module';
import {frontMatterParts} from '../lib/frontMatter';
import type {Problem} from './problems';
import type {SectionName} from './sections';

type PropKind = 'string' | 'boolean' | 'headingLevel';
type ComponentContract = {props: Record<string, PropKind>; required?: string[]; section?: SectionName; usage: string};

/** Every component a partner document may place, with its props (src/theme/MDXComponents.tsx registers each). */
export const PAGE_COMPONENTS: Record<string, ComponentContract> = {
  PartnerHero: {props: {backToHome: 'boolean'}, usage: '<PartnerHero /> or <PartnerHero backToHome />'},
  PartnerHighlights: {
    props: {title: 'string', headingLevel: 'headingLevel'},
    usage: '<PartnerHighlights title="Highlights" />',
  },
  FeatureCards: {props: {headingLevel: 'headingLevel'}, section: 'featureCards', usage: '<FeatureCards />'},
  BenefitCards: {props: {headingLevel: 'headingLevel'}, section: 'benefits', usage: '<BenefitCards />'},
  MetricGrid: {props: {headingLevel: 'headingLevel'}, section: 'metrics', usage: '<MetricGrid />'},
  PdfDownload: {props: {}, section: 'pdf', usage: '<PdfDownload />'},
  PartnerActions: {props: {}, usage: '<PartnerActions />'},
  ProductToggle: {props: {label: 'string'}, usage: '<ProductToggle label="Choose a product">'},
  Product: {
    props: {name: 'string', summary: 'string'},
    required: ['name'],
    usage: '<Product name="Blend LXP" summary="One line">',
  },
};

const KIND_FIX: Record<PropKind, string> = {
  string: 'a text in double quotes, like title="Highlights"',
  boolean: 'the bare name, like backToHome',
  headingLevel: 'headingLevel={3} (or leave it out for 2)',
};

type Attribute = {type: string; name?: string; value?: null | string | {type: string; value: string}};
type MdxNode = {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Attribute[];
  children?: MdxNode[];
  position?: {start: {line: number; offset?: number}};
};

type MdxMessage = Error & {
  line?: number;
  reason?: string;
  ruleId?: string;
  place?: {start?: {line: number}; line?: number};
};

/** @mdx-js/mdx is ESM only: required natively (Node 20.19+), not through the config loader. */
const mdx = () => createRequire(__filename)('@mdx-js/mdx') as typeof import('@mdx-js/mdx');

/** The body with the front matter blanked out, so MDX reports lines of the file itself. */
export function bodyWithFileLines(source: string): string {
  const body = frontMatterParts(source)?.body ?? source;
  return source.slice(0, source.length - body.length).replace(/[^\n]/g, '') + body;
}

/** A parse error, moved to the tag that caused it when a tag was left open. */
function syntaxProblem(error: MdxMessage, file: string, body: string): Problem {
  const reason = error.reason ?? error.message;
  const line = error.place?.start?.line ?? error.line ?? error.place?.line;
  const closing = reason.match(/Expected a closing tag for `<(\w+)>` \((\d+):/);
  if (closing) {
    return {
      file,
      line: Number(closing[2]),
      field: `<${closing[1]}>`,
      blocksBuild: true,
      message: `<${closing[1]}> is opened here but never closed.`,
      fix: `Write it self-closing, <${closing[1]} />, or close it with </${closing[1]}> after its content.`,
    };
  }
  const column = error.place?.start
    ? (error.place.start as {column?: number}).column
    : (error as {column?: number}).column;
  if (line !== undefined && /before attribute name|after name|after attribute|before attribute value/.test(reason)) {
    // MDX notices an unclosed tag where the next one starts: report the tag that was left open.
    const lines = body.split('\n');
    const before = `${lines.slice(0, line - 1).join('\n')}\n${lines[line - 1].slice(0, Math.max(0, (column ?? 1) - 1))}`;
    const open = [...before.matchAll(/<([A-Z]\w*)/g)].pop();
    if (open && !before.slice(open.index).includes('>')) {
      const openLine = before.slice(0, open.index).split('\n').length;
      return {
        file,
        line: openLine,
        field: `<${open[1]}>`,
        blocksBuild: true,
        message: `The <${open[1]}> tag that starts on line ${openLine} is not closed (MDX stumbled on line ${line}).`,
        fix: `End the tag with "/>", like <${open[1]} />.`,
      };
    }
  }
  return {
    file,
    line,
    field: 'MDX body',
    blocksBuild: true,
    message: `MDX cannot read this line: ${reason}`,
    fix: 'Leave a blank line before and after each component tag, close every tag, and do not start a prose line with "<" or "{".',
  };
}

function attributeProblems(node: MdxNode, contract: ComponentContract, file: string, line: number): Problem[] {
  const name = node.name!;
  const base = {file, line, field: `<${name}>`, blocksBuild: true};
  const given = new Set<string>();
  const problems: Problem[] = (node.attributes ?? []).flatMap((attribute): Problem[] => {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      return [
        {
          ...base,
          message: `<${name}> has a {…} spread of props.`,
          fix: `Write it as ${contract.usage}; its data lives in front matter.`,
        },
      ];
    }
    given.add(attribute.name);
    const kind = contract.props[attribute.name];
    if (!kind) {
      const allowed = Object.keys(contract.props);
      return [
        {
          ...base,
          message: `<${name}> has no prop "${attribute.name}"${allowed.length ? ` (it takes: ${allowed.join(', ')})` : ' (it takes none)'}.`,
          fix: `Remove ${attribute.name}=…; sections read their content from front matter (see ${contract.usage} in docs/adding-a-partner.md).`,
        },
      ];
    }
    const value = attribute.value;
    const fits =
      (kind === 'string' && typeof value === 'string') ||
      (kind === 'boolean' && value === null) ||
      (kind === 'headingLevel' && typeof value === 'object' && value !== null && /^\s*[23]\s*$/.test(value.value));
    return fits
      ? []
      : [
          {
            ...base,
            message: `<${name}> prop ${attribute.name} has the wrong kind of value.`,
            fix: `Write ${attribute.name} as ${KIND_FIX[kind]}.`,
          },
        ];
  });
  for (const required of contract.required ?? []) {
    if (!given.has(required))
      problems.push({...base, message: `<${name}> needs the prop ${required}.`, fix: `Write it as ${contract.usage}.`});
  }
  return problems;
}

type FrontMatterData = Record<string, unknown> & {products?: {name?: unknown}[]};

/** Problems with the components of a parsed body: unknown names, props, sections without data. */
function componentProblems(tree: MdxNode, data: FrontMatterData, file: string): Problem[] {
  const problems: Problem[] = [];
  const products = Array.isArray(data.products) ? data.products : [];
  const visit = (node: MdxNode, product: Record<string, unknown> | undefined) => {
    const line = node.position?.start.line;
    let inside = product;
    // {/* a comment */} is the one expression a writer may use.
    const comment = /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '');
    if (
      node.type === 'mdxjsEsm' ||
      ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && !comment)
    ) {
      problems.push({
        file,
        line,
        field: 'MDX body',
        blocksBuild: true,
        message:
          node.type === 'mdxjsEsm'
            ? 'Partner documents need no import or export lines.'
            : 'Partner documents hold no {…} code in their text.',
        fix: 'Delete it: components are available without imports, and their content lives in front matter.',
      });
    }
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      /^[A-Z]/.test(node.name)
    ) {
      const contract = PAGE_COMPONENTS[node.name];
      if (!contract) {
        problems.push({
          file,
          line,
          field: `<${node.name}>`,
          blocksBuild: true,
          message: `<${node.name}> is not a partner page component.`,
          fix: `Use one of: ${Object.keys(PAGE_COMPONENTS)
            .map((name) => `<${name}>`)
            .join(', ')} (check the spelling).`,
        });
      } else {
        problems.push(...attributeProblems(node, contract, file, line ?? 0));
        if (node.name === 'Product') {
          const nameValue = node.attributes?.find((attribute) => attribute.name === 'name')?.value;
          inside = products.find((candidate) => candidate.name === nameValue) as Record<string, unknown> | undefined;
          if (typeof nameValue === 'string' && !inside) {
            problems.push({
              file,
              line,
              field: '<Product>',
              blocksBuild: true,
              message: `<Product name="${nameValue}"> has no entry under products: in front matter.`,
              fix: `Add "- name: ${nameValue}" under products:, or use one of the names listed there.`,
            });
          }
        }
        const section = contract.section;
        if (section && !(inside ?? data)[section]) {
          problems.push({
            file,
            line,
            field: `<${node.name}>`,
            blocksBuild: true,
            message: `<${node.name}> shows the front matter field ${section}${inside ? ` of product "${String(inside.name)}"` : ''}, which is missing.`,
            fix: `Add ${section}: to the front matter${inside ? ' under that product' : ''} (example in docs/adding-a-partner.md), or remove the tag.`,
          });
        }
      }
    }
    for (const child of node.children ?? []) visit(child, inside);
  };
  visit(tree, undefined);
  return problems;
}

/** Every problem in the body of `source` (a whole partner file). */
export async function mdxBodyProblems(source: string, data: FrontMatterData, file: string): Promise<Problem[]> {
  const body = bodyWithFileLines(source);
  const {createProcessor, compile} = mdx();
  let tree: MdxNode;
  try {
    tree = createProcessor().parse(body) as unknown as MdxNode;
    await compile(body);
  } catch (error) {
    return [syntaxProblem(error as MdxMessage, file, body)];
  }
  return componentProblems(tree, data, file);
}
