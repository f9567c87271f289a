import {createContext, useContext, type ReactNode} from 'react';
import type {PropDocContent} from '@docusaurus/plugin-content-docs';

/**
 * @docusaurus/plugin-content-docs/client in the preview: the document being edited, given by
 * src/admin/PartnerPreview.tsx, is what useDoc() returns, as the built page's document is.
 */
const DocContext = createContext<PropDocContent | null>(null);

export function DocProvider({content, children}: {content: PropDocContent; children: ReactNode}) {
  return <DocContext.Provider value={content}>{children}</DocContext.Provider>;
}

export function useDoc(): PropDocContent {
  const doc = useContext(DocContext);
  if (!doc) throw new Error('useDoc() outside the partner preview');
  return doc;
}
