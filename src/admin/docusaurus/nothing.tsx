import type {ReactNode} from 'react';

/**
 * Page-level Docusaurus components (Head, Layout, PageMetadata) in the preview: the editor frame
 * has no page head, header or footer of its own; Layout keeps its content.
 */
export default function Nothing({children}: {children?: ReactNode}) {
  return children ?? null;
}

export const PageMetadata = () => null;
