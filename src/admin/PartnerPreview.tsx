/**
 * The editor's live preview of a partner document, drawn by the site's own components: the body is
 * compiled as MDX in the browser with the components partner pages use (src/theme/MDXComponents),
 * and each section reads the front matter being edited through the same useDoc() the built page
 * uses (src/admin/docusaurus/ stands in for the Docusaurus modules: the editor is built apart from
 * the site, plugins/editor-bundle/index.mjs).
 */
import {useEffect, useState, type ComponentType} from 'react';
import * as runtime from 'react/jsx-runtime';
import {evaluate} from '@mdx-js/mdx';
import {useMDXComponents} from '@mdx-js/react';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import type {PropDocContent} from '@docusaurus/plugin-content-docs';
import MDXContent from '@theme/MDXContent';
import {CATEGORY_SLUGS, type PartnerCategory} from '@site/src/partners/categories';
import type {PartnerPageFrontMatter} from '@site/src/partners/schema';
import styles from '@site/src/components/PartnerPage/styles.module.css';
import {PreviewBoundary, PreviewProblem, type PreviewProps} from './previewParts';

export type {PreviewProps} from './previewParts';

/** Partner logos are drawn 60 units high (docs/adding-a-partner.md, "The logo"); a fresh upload has no measured size yet. */
const PREVIEW_LOGO_SIZE = {width: 180, height: 60};

type Data = Partial<PartnerPageFrontMatter> & {body?: string};

function toPlain(value: unknown): Data {
  const immutable = value as {toJS?: () => Data} | undefined;
  return immutable?.toJS ? immutable.toJS() : ((value ?? {}) as Data);
}

/** Front matter as the page components read it, with safe stand-ins for what is not filled in yet. */
export function previewFrontMatter(data: Data, logoUrl: string | undefined): PartnerPageFrontMatter {
  const category = CATEGORY_SLUGS.includes(data.category as PartnerCategory) ? data.category : undefined;
  return {
    ...data,
    name: data.name ?? '',
    tagline: data.tagline ?? '',
    description: data.description ?? '',
    website: data.website ?? '',
    highlights: (data.highlights ?? []).filter(Boolean),
    category: category as PartnerCategory,
    logo: logoUrl ?? '',
    logoSize: PREVIEW_LOGO_SIZE,
  } as PartnerPageFrontMatter;
}

/** The body compiled as MDX; recompiled when it changes, the last good version kept while typing. */
function useCompiledBody(body: string): {Body?: ComponentType; problem?: string} {
  const [state, setState] = useState<{Body?: ComponentType; problem?: string}>({});
  useEffect(() => {
    let current = true;
    evaluate(body, {...runtime, useMDXComponents})
      .then((module) => current && setState({Body: module.default as ComponentType}))
      .catch((error: Error) => current && setState((previous) => ({...previous, problem: error.message})));
    return () => {
      current = false;
    };
  }, [body]);
  return state;
}

export default function PartnerPreview({entry, getAsset}: PreviewProps) {
  const data = toPlain(entry.get('data'));
  const logoPath = typeof data.logo === 'string' && data.logo ? data.logo : undefined;
  const frontMatter = previewFrontMatter(data, logoPath ? getAsset(logoPath)?.toString() : undefined);
  const body = data.body ?? '';
  const {Body, problem} = useCompiledBody(body);
  const slug = String(entry.get('slug') ?? 'new-partner');
  const content = {
    metadata: {permalink: `/partners/${slug}`, title: frontMatter.name},
    frontMatter,
    toc: [],
    assets: {},
    contentTitle: undefined,
  } as unknown as PropDocContent;

  return (
    <DocProvider content={content}>
      <article className={`container ${styles.article}`}>
        {problem && <PreviewProblem message={problem} />}
        <div className="markdown">
          <PreviewBoundary resetKey={body}>
            <MDXContent>{Body ? <Body /> : null}</MDXContent>
          </PreviewBoundary>
        </div>
      </article>
    </DocProvider>
  );
}
