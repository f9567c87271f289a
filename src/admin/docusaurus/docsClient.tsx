import {createContext, useContext, type ReactNode} from 'react';
import type {PropDocContent} from '@docusaurus/plugin-content-docs';

/**
 * @docusaurus/plugin-content-docs/client: useDoc() returns the document a DocProvider gives, as on
 * the built page. In the editor that is the document being edited (src/admin/PartnerPreview.tsx);
 * unit tests name one with setDoc() instead of wrapping each render.
 */
const DocContext = createContext<PropDocContent | null>(null);

let docWithoutProvider: PropDocContent | null = null;

export function DocProvider({content, children}: {content: PropDocContent; children: ReactNode}) {
  return <DocContext.Provider value={content}>{children}</DocContext.Provider>;
}

/** For unit tests: the document useDoc() returns outside a DocProvider, until the next call. */
export function setDoc(doc: {frontMatter?: Record<string, unknown>; metadata?: Record<string, unknown>}) {
  docWithoutProvider = {frontMatter: doc.frontMatter ?? {}, metadata: doc.metadata ?? {}} as unknown as PropDocContent;
}

export function useDoc(): PropDocContent {
  const doc = useContext(DocContext) ?? docWithoutProvider;
  if (!doc) throw new Error('useDoc() without a document: wrap it in <DocProvider> (tests: call setDoc() first)');
  return doc;
}
