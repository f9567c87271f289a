import type {ReactNode} from 'react';

/** @theme/Layout: no header or footer of the site's own around the content, only the content. */
export default function Layout({children}: {children?: ReactNode}) {
  return children ?? null;
}
