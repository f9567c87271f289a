import type {ReactNode} from 'react';

/**
 * Partner documents are marketing pages, not documentation: no sidebar column. The partners
 * sidebar (sidebars.ts) still orders the previous/next partner links.
 */
export default function DocRootLayout({children}: {children: ReactNode}) {
  return <main>{children}</main>;
}
